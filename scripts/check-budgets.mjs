#!/usr/bin/env node
/**
 * Size budgets, read from dist/site/manifest.json (deterministic, so they can fail `npm test`; timings
 * are only measured by `npm run bench`). An interactive page ships at most 90 kB gzip of JS, React included.
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
  if (page.js.gzip > BUDGETS.jsGzip) over.push(`${page.url}: JS ${page.js.gzip} B gzip > ${BUDGETS.jsGzip} B`);
  if (html && html.gzip > BUDGETS.htmlGzip) over.push(`${page.url}: HTML ${html.gzip} B gzip > ${BUDGETS.htmlGzip} B`);
}
for (const page of manifest.pages) {
  console.log(`  ${page.url.padEnd(34)} JS ${(page.js.gzip / 1024).toFixed(1).padStart(5)} kB gzip of ${(BUDGETS.jsGzip / 1024).toFixed(0)} kB`);
}
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`${manifest.pages.length} page(s) within budget`);
