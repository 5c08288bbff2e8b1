#!/usr/bin/env node
/**
 * Size budgets, read from dist/site/manifest.json (deterministic, so they can fail `npm test`; timings
 * are only measured by `npm run bench`). An interactive page ships at most 90 kB gzip of JS, React included,
 * before it is interactive; chunks it loads later (dialogs) are reported, not budgeted.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteDir } from './lib/paths.mjs';

export const BUDGETS = {
  jsGzip: 90 * 1024,
  htmlGzip: 30 * 1024,
};

const manifest = JSON.parse(await readFile(path.join(siteDir, 'manifest.json'), 'utf8'));
const over = [];
for (const page of manifest.pages) {
  const html = page.files.find((file) => file.file === 'index.html');
  if (page.initialJs.gzip > BUDGETS.jsGzip) {
    over.push(`${page.url}: initial JS ${page.initialJs.gzip} B gzip > ${BUDGETS.jsGzip} B`);
  }
  if (html && html.gzip > BUDGETS.htmlGzip) over.push(`${page.url}: HTML ${html.gzip} B gzip > ${BUDGETS.htmlGzip} B`);
}
for (const page of manifest.pages) {
  const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(5);
  console.log(
    `  ${page.url.padEnd(34)} initial JS ${kB(page.initialJs.gzip)} kB gzip of ${(BUDGETS.jsGzip / 1024).toFixed(0)} kB` +
      ` (all JS ${kB(page.js.gzip)} kB)`,
  );
}
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`${manifest.pages.length} page(s) within budget`);
