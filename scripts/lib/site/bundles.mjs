/**
 * The bundles of a page folder: a static page's CSS and script, an interactive page's entry and chunks sorted into
 * their classes (initial, soon, translations, field figures, after the content), each stylesheet once, the boot
 * script and the offline worker.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { esbuildTargets } from '@loan-webview/tooling/browsers';
import { conditions } from '../esbuild-shared.mjs';
import { root } from '../paths.mjs';

// The browser floor: package.json's browserslist (ADR 0058).
const BROWSER_TARGET = esbuildTargets();
const pagesSrc = path.join(root, 'packages/pages/src');

/** A plain script beside the page shell (the boot script), minified once per build, named by its content hash. */
export async function sharedScript(name) {
  const source = await readFile(path.join(root, `packages/pages/src/shell/${name}.js`), 'utf8');
  const { code } = await esbuild.transform(source, { minify: true, target: BROWSER_TARGET });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase();
  return { code, file: `${name}-${hash}.js` };
}

/** A page folder's offline worker (kit offline), minified: it counts in the page's JS budget. */
export async function writeWorker(folder, options, offlineWorkerSource) {
  const { code } = await esbuild.transform(offlineWorkerSource(options), { minify: true, target: BROWSER_TARGET });
  await writeFile(path.join(folder, 'sw.js'), code);
}

/** What a static page needs from its entry's bundle: the CSS (inlined) and any asset it imports. */
export async function bundleStatic(entry, outdir, { minify, shellChunks }) {
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
    metafile: true,
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
  return {
    styles: css.join('\n'),
    assets: assets.map((file) => path.relative(outdir, file.path)),
    script: scriptFile,
    inputs: [...Object.keys(result.metafile.inputs), ...Object.keys(built.metafile.inputs)],
  };
}

export async function bundleClient(entry, outdir, { minify, shellChunks, translatedLanguages }) {
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
    // The source files the page is built from, from the root: what a change must touch to need this page again.
    inputs: Object.keys(result.metafile.inputs),
  };
}

/** The given stylesheets (paths from the root), each once and in this order, as one CSS text. */
export async function bundleStyles(stylesheets, { minify }) {
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
