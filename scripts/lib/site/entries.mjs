/** The entries the build finds, the prerender of them all, and where each page's folder goes in dist/site. */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { conditions, externalThirdParty } from '../esbuild-shared.mjs';
import { cacheDir, entriesDir, root, siteDir } from '../paths.mjs';

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
export async function prerenderAll(entries) {
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

export function folderFor(routePath) {
  return routePath === '/' ? siteDir : path.join(siteDir, routePath.slice(1));
}
