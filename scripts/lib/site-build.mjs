/**
 * Builds every entry under entries/ into its own self-contained folder of dist/site (the build output
 * contract in README.md): prerendered index.html + content-hashed JS and CSS, relative URLs,
 * no inline script, and dist/site/manifest.json. Its jobs, each a module of site/: the entries and their
 * prerender (entries.mjs), the bundles and their chunk classes (bundles.mjs), the HTML (html.mjs), the
 * manifest (manifest.mjs); this file puts a page folder together from them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir, siteDir } from './paths.mjs';
import { bundleClient, bundleStatic, sharedScript, writeWorker } from './site/bundles.mjs';
import { folderFor, listEntries, prerenderAll } from './site/entries.mjs';
import { pageHtml, staticPageHtml } from './site/html.mjs';
import { buildEdge } from './site/edge.mjs';
import { describePage } from './site/manifest.mjs';

export { listEntries } from './site/entries.mjs';
export { pageHtml, staticPageHtml } from './site/html.mjs';

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
  const { styles, assets, script, inputs } = await bundleStatic(entry, folder, { minify, shellChunks });
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
  const record = await describePage({
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
  return { record, inputs };
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
    inputs,
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
  const record = await describePage({
    page,
    routePath,
    folder,
    styles,
    initialFiles,
    contentFiles: [...initialFiles, ...soon],
    fieldFigures,
    translationLanguages,
    files: ['index.html', 'sw.js', ...bundled.filter((file) => !file.endsWith('.css')), boot.file],
    extra: {
      ...(page.firstRequest && { firstRequest: page.firstRequest }),
      ...(page.example && { example: page.example }),
    },
  });
  return { record, inputs };
}

/** The pages a build ships: a release leaves out those defined `developmentOnly` (the test preview). */
export function shippedPages(pages, { release }) {
  return release ? pages.filter((page) => !page.developmentOnly) : pages;
}

/**
 * Builds every page (a release: every page it ships); returns the manifest. Throws (with a readable message) when
 * an entry is invalid. `inputs`, when given, receives each entry's source files (from the root) for `npm run dev`;
 * `only` (entry names) rebuilds those pages into the site already built, keeping the others' folders and records.
 */
export async function buildSite({ minify = true, log = console.log, release = false, inputs, only } = {}) {
  const started = Date.now();
  const all = await listEntries();
  const entries = only ? all.filter((entry) => only.includes(entry.name)) : all;
  await mkdir(cacheDir, { recursive: true });
  const prerendered = await prerenderAll(entries);
  const pages = shippedPages(prerendered.pages, { release });
  const {
    routes,
    offlineWorkerSource,
    bootFallback,
    defaultLanguage,
    hydratedLanguage,
    themeColor,
    shellChunks,
    translatedLanguages,
    shellContract,
  } = prerendered;
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

  if (!only) await rm(siteDir, { recursive: true, force: true });
  const built = await Promise.all(
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
  for (const [index, page] of pages.entries()) inputs?.set(page.name, built[index].inputs);
  if (only) return rebuilt(built, { log, started });
  const manifestPages = built.map(({ record }) => record).sort((a, b) => a.path.localeCompare(b.path));
  const missing = Object.entries(routes)
    .filter(([key]) => !byRoute.has(key))
    .map(([route, { path: routePath }]) => ({ route, path: routePath, missing: true }));
  const manifest = { generated: 'npm run build', shellContract, pages: manifestPages, missing };
  await writeFile(path.join(siteDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The edge renderer, with the data pages as just built (ADR 0084).
  await buildEdge({ pages, routes, entries, minify });
  log(`built ${manifestPages.length} page(s) in ${Date.now() - started} ms; ${missing.length} route(s) without a page`);
  return manifest;
}

/** After `only`: the manifest with the rebuilt pages' records in place of their old ones. */
async function rebuilt(built, { log, started }) {
  const file = path.join(siteDir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8'));
  const records = new Map(built.map(({ record }) => [record.route, record]));
  manifest.pages = manifest.pages.map((page) => records.get(page.route) ?? page);
  await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
  log(`rebuilt ${[...records.keys()].join(', ')} in ${Date.now() - started} ms`);
  return manifest;
}
