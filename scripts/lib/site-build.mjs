/**
 * Builds every entry under entries/ into its own self-contained folder of dist/site (the build output
 * contract in README.md): prerendered index.html + content-hashed JS and CSS, relative URLs,
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
import { esbuildTargets } from '@loan-webview/tooling/browsers';
import { cacheDir, entriesDir, root, siteDir } from './paths.mjs';

// The browser floor: package.json's browserslist (ADR 0058).
const BROWSER_TARGET = esbuildTargets();
const pagesSrc = path.join(root, 'packages/pages/src');

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
 * One Node bundle of the prerender program (prerender.tsx) and every entry: it returns each page's markup, the
 * route table and the offline worker's source.
 */
async function prerenderAll(entries) {
  const outfile = path.join(cacheDir, `prerender-${Date.now()}.mjs`);
  const imports = entries.map((entry, i) => `import e${i} from ${JSON.stringify(entry.file)};`).join('\n');
  const list = entries.map((entry, i) => `[${JSON.stringify(entry.name)}, e${i}]`).join(',');
  await esbuild.build({
    stdin: {
      contents: `${imports}
import { prerender } from './scripts/lib/prerender';
export default await prerender([${list}], process.env.LOAN_CONFIG_FILE);`,
      resolveDir: root,
      loader: 'tsx',
      sourcefile: 'prerender-entries.tsx',
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
    return (await import(pathToFileURL(outfile).href)).default;
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

/** A plain script beside the page shell (the boot script), minified once per build, named by its content hash. */
async function sharedScript(name) {
  const source = await readFile(path.join(root, `packages/pages/src/shell/${name}.js`), 'utf8');
  const { code } = await esbuild.transform(source, { minify: true, target: BROWSER_TARGET });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase();
  return { code, file: `${name}-${hash}.js` };
}

/** A page folder's offline worker (kit offline), minified: it counts in the page's JS budget. */
async function writeWorker(folder, options, offlineWorkerSource) {
  const { code } = await esbuild.transform(offlineWorkerSource(options), { minify: true, target: BROWSER_TARGET });
  await writeFile(path.join(folder, 'sw.js'), code);
}

/** The document's start, the same on every page: `title` is HTML already, `extra` goes after the styles. */
function documentHead({ language, themeColor, title, styles, extra = '' }) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="format-detection" content="telephone=no">
<meta name="theme-color" content="${escapeHtml(themeColor)}">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
${extra}</head>`;
}

export function pageHtml({
  title,
  html,
  bundle,
  boot,
  styles,
  fallback,
  language,
  themeColor,
  preload = [],
  early = false,
}) {
  // `early` (a page whose content needs its scripts): they come down as the HTML is read, at low priority so
  // they stay behind the first paint; the boot script still runs them after it (ADR 0064).
  const earlyLinks = early
    ? `${[bundle, ...preload].map((file) => `<link rel="modulepreload" fetchpriority="low" href="./${file}">`).join('\n')}\n`
    : '';
  return `${documentHead({ language, themeColor, title: escapeHtml(title), styles })}
<body>
<div id="root" data-offline="true">${html}</div>
${fallback}
<script async src="./${boot}" data-src="./${bundle}"${preload.length ? ` data-preload="${preload.map((file) => `./${file}`).join(' ')}"` : ''}></script>
${earlyLinks}</body>
</html>
`;
}

/**
 * A static page: prerendered HTML in each language (titled by its h1, already escaped), inline CSS, and no
 * page bundle. The server picks the language's file (ADR 0037); `script` (the entry's script.ts, if any) is
 * plain DOM code loaded after parsing.
 */
export function staticPageHtml({ title, html, language, themeColor, alternates, styles, script }) {
  const links = alternates
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('\n');
  return `${documentHead({
    language,
    themeColor,
    title: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? escapeHtml(title),
    styles,
    extra: `${links}\n${script ? `<script defer src="./${script}"></script>\n` : ''}`,
  })}
<body>
<div id="root">${html}</div>
</body>
</html>
`;
}

/** What a static page needs from its entry's bundle: the CSS (inlined) and any asset it imports. */
async function bundleStatic(entry, outdir, { minify, shellChunks }) {
  const result = await esbuild.build({
    entryPoints: { page: entry.file },
    assetNames: '[name]-[hash]',
    bundle: true,
    platform: 'browser',
    target: BROWSER_TARGET,
    outdir,
    write: false,
    minify,
    conditions,
    jsx: 'automatic',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const css = result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text);
  const assets = result.outputFiles.filter((file) => !/\.(js|css)$/.test(file.path));
  await mkdir(outdir, { recursive: true });
  await Promise.all(assets.map((file) => writeFile(file.path, file.contents)));
  // Every static page gets a script: its offline worker's registration (issue 31.6), then its own script.ts.
  const script = path.join(path.dirname(entry.file), 'script.ts');
  const offlineCopy = path.join(pagesSrc, shellChunks.offlineCopy);
  const imports = [`import { registerOfflineCopy } from ${JSON.stringify(offlineCopy)};`];
  if (existsSync(script)) imports.push(`import ${JSON.stringify(script)};`);
  const built = await esbuild.build({
    stdin: { contents: `${imports.join('\n')}\nregisterOfflineCopy();`, resolveDir: root, loader: 'ts' },
    entryNames: 'script-[hash]',
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: BROWSER_TARGET,
    outdir,
    minify,
    conditions,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const scriptFile = path.relative(outdir, path.join(root, Object.keys(built.metafile.outputs)[0]));
  return { styles: css.join('\n'), assets: assets.map((file) => path.relative(outdir, file.path)), script: scriptFile };
}

async function bundleClient(entry, outdir, { minify, shellChunks, translatedLanguages }) {
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
  // Dynamic imports are entry points of the metafile too: the page's own is the one built from its entry.
  const entryPoint = path.relative(root, entry.file);
  const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint);
  // What the entry imports statically loads before the page can hydrate; dynamic imports load later.
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const dependency of outputs[file].imports) if (dependency.kind === 'import-statement') visit(dependency.path);
  };
  visit(entryFile);
  // A language's strings (the kit's i18n/messages/<language>/, a page folder's messages/<language>.ts), for each
  // language the kit registers besides English: only a borrower reading that language fetches them.
  const named = translatedLanguages.join('|');
  const languagePath = new RegExp(`messages/(?:(${named})/|(${named})\\.ts$)`);
  const languageOf = (file) =>
    languagePath
      .exec(outputs[file].entryPoint ?? '')
      ?.slice(1)
      .find(Boolean);
  const translations = Object.keys(outputs).filter(languageOf);
  // The shell's chunks, as the shell declares them (shell/chunk-classes.ts).
  const fromShell = (modules) => {
    const wanted = new Set(modules.map((module) => path.relative(root, path.join(pagesSrc, module))));
    return Object.keys(outputs).filter((file) => wanted.has(outputs[file].entryPoint ?? ''));
  };
  // The field figures (web-vitals): fetched only where the configuration turns them on.
  const fieldFigures = fromShell(shellChunks.fieldFigures);
  // What mountPage starts only once the page has painted its data (the offline copy's registration, the field
  // figures): preloading them would put them in the borrower's way.
  const afterContent = fromShell(shellChunks.afterContent);
  // What the entry imports dynamically as it runs (the content shown with the data, the configuration), with
  // their own imports: the boot script preloads them with the bundle, so they are not one round trip later.
  const soon = new Set();
  const visitSoon = (file) => {
    if (initial.has(file) || soon.has(file) || translations.includes(file) || afterContent.includes(file)) return;
    soon.add(file);
    for (const dependency of outputs[file].imports)
      if (dependency.kind === 'import-statement') visitSoon(dependency.path);
  };
  for (const dependency of outputs[entryFile].imports)
    if (dependency.kind === 'dynamic-import') visitSoon(dependency.path);
  // esbuild writes one CSS file per chunk, each with every stylesheet that chunk's modules import, so the tokens
  // and the kit's shared rules came three or four times into the inlined CSS (43 kB on /badSpark), each copy
  // matched again on every style recalculation. Each stylesheet goes in once, where it first came.
  const stylesheets = [
    ...new Set(
      Object.keys(outputs)
        .filter((file) => file.endsWith('.css'))
        .flatMap((file) => Object.keys(outputs[file].inputs)),
    ),
  ];
  const styles = stylesheets.length ? await bundleStyles(stylesheets, { minify }) : '';
  return {
    entry: relative(entryFile),
    styles,
    initial: [...initial].map(relative),
    soon: [...soon].map(relative),
    files: Object.keys(outputs).map(relative),
    translations: translations.map(relative),
    translationLanguages: Object.fromEntries(translations.map((file) => [relative(file), languageOf(file)])),
    fieldFigures: fieldFigures.map(relative),
  };
}

/** The given stylesheets (paths from the root), each once and in this order, as one CSS text. */
async function bundleStyles(stylesheets, { minify }) {
  const result = await esbuild.build({
    stdin: {
      contents: stylesheets.map((file) => `@import ${JSON.stringify(path.join(root, file))};`).join('\n'),
      resolveDir: root,
      loader: 'css',
    },
    bundle: true,
    write: false,
    outdir: root,
    target: BROWSER_TARGET,
    minify,
    conditions,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

async function describeFile(folder, file) {
  const bytes = await readFile(path.join(folder, file));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, hash };
}

/** The manifest's record of one built page folder. */
async function describePage({
  page,
  routePath,
  folder,
  styles,
  files,
  initialFiles,
  contentFiles = initialFiles,
  fieldFigures = [],
  translationLanguages = {},
  extra = {},
}) {
  const described = await Promise.all(files.map((file) => describeFile(folder, file)));
  const sum = (key, filter = () => true) => described.filter((f) => filter(f.file)).reduce((n, f) => n + f[key], 0);
  const isFieldFigures = (file) => fieldFigures.includes(file);
  // A borrower reads one language: the page's JS counts the strings of the largest one, not of every one.
  const languages = [...new Set(Object.values(translationLanguages))];
  const largest = (key) =>
    Math.max(0, ...languages.map((language) => sum(key, (file) => translationLanguages[file] === language)));
  const isPageJs = (file) => file.endsWith('.js') && !isFieldFigures(file) && !(file in translationLanguages);
  const hash = createHash('sha256');
  for (const file of described) hash.update(`${file.file}:${file.hash}\n`);
  return {
    route: page.route,
    entry: `entries/${page.name}`,
    path: routePath,
    url: routePath === '/' ? '/' : `${routePath}/`,
    ...extra,
    files: described,
    // All the JS a borrower may fetch on this page, in one language; the field figures, off unless configured,
    // are counted apart.
    js: { bytes: sum('bytes', isPageJs) + largest('bytes'), gzip: sum('gzip', isPageJs) + largest('gzip') },
    fieldFiguresJs: { bytes: sum('bytes', isFieldFigures), gzip: sum('gzip', isFieldFigures) },
    initialJs: {
      bytes: sum('bytes', (f) => initialFiles.includes(f)),
      gzip: sum('gzip', (f) => initialFiles.includes(f)),
    },
    // What the borrower waits for before the page can show its data: the initial JS and the chunks preloaded with
    // it (the content, the configuration); dialogs, other languages and the field figures come later or never.
    contentJs: {
      bytes: sum('bytes', (f) => contentFiles.includes(f)),
      gzip: sum('gzip', (f) => contentFiles.includes(f)),
    },
    css: { inline: true, bytes: Buffer.byteLength(styles), gzip: gzipSync(styles, { level: 9 }).length },
    bytes: sum('bytes'),
    gzip: sum('gzip'),
    hash: hash.digest('hex').slice(0, 16),
  };
}

/** A static page folder: index.html in the default language, index.<lang>.html for the others. */
async function buildStaticPage({
  page,
  entry,
  folder,
  routePath,
  title,
  defaultLanguage,
  minify,
  offlineWorkerSource,
  themeColor,
  shellChunks,
}) {
  const { styles, assets, script } = await bundleStatic(entry, folder, { minify, shellChunks });
  await writeWorker(
    folder,
    {
      page: page.route,
      // The file names carry their content hashes: a new one is a new version.
      version: createHash('sha256')
        .update([script, ...assets].join('\n'))
        .digest('hex')
        .slice(0, 8),
      files: [script, ...assets],
      openPage: true,
    },
    offlineWorkerSource,
  );
  const fileOf = (language) => (language === defaultLanguage ? 'index.html' : `index.${language}.html`);
  const languages = [[defaultLanguage, page.html], ...Object.entries(page.languages)];
  const alternates = languages.map(([language]) => [
    language,
    `./${fileOf(language) === 'index.html' ? '' : fileOf(language)}`,
  ]);
  await Promise.all(
    languages.map(([language, html]) =>
      writeFile(
        path.join(folder, fileOf(language)),
        staticPageHtml({ title, html, language, themeColor, alternates, styles, script }),
      ),
    ),
  );
  return describePage({
    page,
    routePath,
    folder,
    styles,
    files: [...languages.map(([language]) => fileOf(language)), 'sw.js', script, ...assets],
    // The page's own JS: its offline worker's registration and its script.ts, if any.
    initialFiles: [script],
    extra: {
      static: true,
      languages: Object.fromEntries(languages.map(([language]) => [language, fileOf(language)])),
    },
  });
}

/** An interactive page folder: prerendered index.html, the page bundle and its chunks, the boot script. */
async function buildInteractivePage({
  page,
  entry,
  folder,
  routePath,
  title,
  boot,
  bootFallback,
  language,
  minify,
  offlineWorkerSource,
  themeColor,
  shellChunks,
  translatedLanguages,
}) {
  const {
    entry: bundle,
    styles,
    initial,
    soon,
    files: bundled,
    translations,
    translationLanguages,
    fieldFigures,
  } = await bundleClient(entry, folder, { minify, shellChunks, translatedLanguages });
  // The CSS is small and render-blocking: it goes inline, and its files are not shipped.
  await Promise.all(bundled.filter((file) => file.endsWith('.css')).map((file) => rm(path.join(folder, file))));
  await writeFile(path.join(folder, boot.file), boot.code);
  // The page's own worker caches its folder at install: the page, the boot script and every bundle and chunk,
  // but not the other languages' strings (cached when fetched), which most borrowers never download, nor the
  // field figures, which most page views never run.
  const onDemand = [...translations, ...fieldFigures];
  const offlineFiles = [boot.file, ...bundled.filter((file) => !file.endsWith('.css') && !onDemand.includes(file))];
  await writeWorker(folder, { page: page.route, version: bundle, files: offlineFiles }, offlineWorkerSource);
  await writeFile(
    path.join(folder, 'index.html'),
    pageHtml({
      title,
      html: page.html,
      bundle,
      boot: boot.file,
      styles,
      fallback: bootFallback,
      // The language it was prerendered in: PageShell hydrates in it (interactive pages use the defaults).
      language,
      themeColor,
      // The bundle's own imports too: the browser would find them only once the bundle arrived.
      preload: [...initial.filter((file) => file !== bundle), ...soon],
      early: page.contentNeedsScripts,
    }),
  );
  // What runs before the page is interactive: the boot script and the entry bundle (chunks load later).
  const initialFiles = [boot.file, ...initial];
  return describePage({
    page,
    routePath,
    folder,
    styles,
    initialFiles,
    contentFiles: [...initialFiles, ...soon],
    fieldFigures,
    translationLanguages,
    files: ['index.html', 'sw.js', ...bundled.filter((file) => !file.endsWith('.css')), boot.file],
  });
}

/** Builds every page; returns the manifest. Throws (with a readable message) when an entry is invalid. */
export async function buildSite({ minify = true, log = console.log } = {}) {
  const started = Date.now();
  const entries = await listEntries();
  await mkdir(cacheDir, { recursive: true });
  const {
    pages,
    routes,
    offlineWorkerSource,
    bootFallback,
    defaultLanguage,
    hydratedLanguage,
    themeColor,
    shellChunks,
    translatedLanguages,
  } = await prerenderAll(entries);
  const shared = { minify, offlineWorkerSource, themeColor, shellChunks, translatedLanguages };
  const boot = await sharedScript('boot');

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
      const entry = entries.find((e) => e.name === page.name);
      if (page.static) {
        return buildStaticPage({ page, entry, folder, routePath, title, defaultLanguage, ...shared });
      }
      return buildInteractivePage({
        page,
        entry,
        folder,
        routePath,
        title,
        boot,
        bootFallback,
        language: hydratedLanguage,
        ...shared,
      });
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
