/**
 * Builds every entry under entries/ into its own self-contained folder of dist/site (the build output
 * contract in docs/decisions.md): prerendered index.html + content-hashed JS and CSS, relative URLs,
 * no inline script, and dist/site/manifest.json.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { conditions, externalThirdParty } from './esbuild-shared.mjs';
import { cacheDir, entriesDir, root, siteDir } from './paths.mjs';

const BROWSER_TARGET = ['es2019'];

export async function listEntries() {
  const names = (await readdir(entriesDir, { withFileTypes: true }))
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => dirent.name)
    .sort();
  return names
    .map((name) => ({ name, file: path.join(entriesDir, name, 'index.tsx') }))
    .filter((entry) => existsSync(entry.file));
}

/**
 * One Node bundle that imports every entry: each entry's default export names its route and page, and
 * mountPage does nothing without a document, so importing it here only collects definitions.
 */
async function prerenderAll(entries) {
  const outfile = path.join(cacheDir, `prerender-${Date.now()}.mjs`);
  const imports = entries.map((entry, i) => `import e${i} from ${JSON.stringify(entry.file)};`).join('\n');
  const list = entries.map((entry, i) => `[${JSON.stringify(entry.name)}, e${i}]`).join(',');
  await esbuild.build({
    stdin: {
      contents: `${imports}
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BootFallback, PageShell } from '@loan-webview/pages/shell';
import { routes } from '@loan-webview/kit/routes';
export { offlineWorkerSource } from './packages/kit/src/offline/offline';
export { routes };
export const bootFallback = renderToString(createElement(BootFallback));
export const pages = [${list}].map(([name, definition]) => ({
  name,
  route: definition.route,
  html: renderToString(createElement(PageShell, null, createElement(definition.Page))),
}));`,
      resolveDir: root,
      loader: 'tsx',
      sourcefile: 'prerender.tsx',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    conditions,
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    plugins: [externalThirdParty],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(outfile, { force: true });
  }
}

function folderFor(routePath) {
  return routePath === '/' ? siteDir : path.join(siteDir, routePath.slice(1));
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** The boot script, minified once per build; written into every page folder under a content-hashed name. */
async function bootScript() {
  const source = await readFile(path.join(root, 'scripts/lib/boot.js'), 'utf8');
  const { code } = await esbuild.transform(source, { minify: true, target: BROWSER_TARGET });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase();
  return { code, file: `boot-${hash}.js` };
}

/** The page: inline CSS (no render-blocking request), prerendered markup, and the boot script. */
export function pageHtml({ title, html, bundle, boot, styles, fallback }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="format-detection" content="telephone=no">
<meta name="theme-color" content="#00a862">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
</head>
<body>
<div id="root" data-offline="true">${html}</div>
${fallback}
<script async src="./${boot}" data-src="./${bundle}"></script>
</body>
</html>
`;
}

async function bundleClient(entry, outdir, { minify }) {
  const result = await esbuild.build({
    entryPoints: { page: entry.file },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    platform: 'browser',
    // ES modules with splitting: what a page needs only later (dialogs) loads as a chunk of its own folder.
    format: 'esm',
    splitting: true,
    target: BROWSER_TARGET,
    outdir,
    minify,
    sourcemap: false,
    conditions,
    jsx: 'automatic',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    define: { 'process.env.NODE_ENV': minify ? '"production"' : '"development"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const relative = (file) => path.relative(outdir, path.join(root, file));
  const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint);
  // What the entry imports statically loads before the page can hydrate; dynamic imports load later.
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const dependency of outputs[file].imports) if (dependency.kind === 'import-statement') visit(dependency.path);
  };
  visit(entryFile);
  return {
    entry: relative(entryFile),
    initial: [...initial].map(relative),
    files: Object.keys(outputs).map(relative),
  };
}

async function describeFile(folder, file) {
  const bytes = await readFile(path.join(folder, file));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, hash };
}

/** Builds every page; returns the manifest. Throws (with a readable message) when an entry is invalid. */
export async function buildSite({ minify = true, log = console.log } = {}) {
  const started = Date.now();
  const entries = await listEntries();
  await mkdir(cacheDir, { recursive: true });
  const { pages, routes, offlineWorkerSource, bootFallback } = await prerenderAll(entries);
  const boot = await bootScript();

  const byRoute = new Map();
  for (const page of pages) {
    if (!Object.prototype.hasOwnProperty.call(routes, page.route)) {
      throw new Error(
        `entries/${page.name}: route "${page.route}" is not in the route table (packages/kit/src/routes)`,
      );
    }
    if (byRoute.has(page.route)) {
      throw new Error(
        `entries/${page.name}: route "${page.route}" is already built by entries/${byRoute.get(page.route).name}`,
      );
    }
    byRoute.set(page.route, page);
  }

  await rm(siteDir, { recursive: true, force: true });
  const manifestPages = await Promise.all(
    pages.map(async (page) => {
      const { path: routePath, title } = routes[page.route];
      const folder = folderFor(routePath);
      const {
        entry: bundle,
        initial,
        files: bundled,
      } = await bundleClient(
        entries.find((e) => e.name === page.name),
        folder,
        { minify },
      );
      const cssFiles = bundled.filter((file) => file.endsWith('.css'));
      const styles = (await Promise.all(cssFiles.map((file) => readFile(path.join(folder, file), 'utf8')))).join('\n');
      // The CSS is small and render-blocking: it goes inline, and its file is not shipped.
      await Promise.all(cssFiles.map((file) => rm(path.join(folder, file))));
      await writeFile(path.join(folder, boot.file), boot.code);
      // The page's own worker caches exactly its folder: the page, the boot script and every bundle and chunk.
      const offlineFiles = [boot.file, ...bundled.filter((file) => !file.endsWith('.css'))];
      await writeFile(
        path.join(folder, 'sw.js'),
        offlineWorkerSource({ page: page.route, version: bundle, files: offlineFiles }),
      );
      await writeFile(
        path.join(folder, 'index.html'),
        pageHtml({ title, html: page.html, bundle, boot: boot.file, styles, fallback: bootFallback }),
      );
      const described = await Promise.all(
        ['index.html', boot.file, 'sw.js', ...bundled.filter((file) => !file.endsWith('.css'))].map((file) =>
          describeFile(folder, file),
        ),
      );
      const sum = (key, filter = () => true) => described.filter((f) => filter(f.file)).reduce((n, f) => n + f[key], 0);
      const hash = createHash('sha256');
      for (const file of described) hash.update(`${file.file}:${file.hash}\n`);
      return {
        route: page.route,
        entry: `entries/${page.name}`,
        path: routePath,
        url: routePath === '/' ? '/' : `${routePath}/`,
        files: described,
        js: { bytes: sum('bytes', (f) => f.endsWith('.js')), gzip: sum('gzip', (f) => f.endsWith('.js')) },
        // What runs before the page is interactive: the boot script and the entry bundle (chunks load later).
        initialJs: {
          bytes: sum('bytes', (f) => initial.includes(f) || f === boot.file),
          gzip: sum('gzip', (f) => initial.includes(f) || f === boot.file),
        },
        css: { inline: true, bytes: Buffer.byteLength(styles), gzip: gzipSync(styles, { level: 9 }).length },
        bytes: sum('bytes'),
        gzip: sum('gzip'),
        hash: hash.digest('hex').slice(0, 16),
      };
    }),
  );
  manifestPages.sort((a, b) => a.path.localeCompare(b.path));
  const missing = Object.entries(routes)
    .filter(([key]) => !byRoute.has(key))
    .map(([route, { path: routePath }]) => ({ route, path: routePath, missing: true }));
  const manifest = { generated: 'npm run build', pages: manifestPages, missing };
  await writeFile(path.join(siteDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`built ${manifestPages.length} page(s) in ${Date.now() - started} ms; ${missing.length} route(s) without a page`);
  return manifest;
}
