#!/usr/bin/env node
/**
 * Size budgets, read from dist/site/manifest.json (deterministic, so they can fail `npm test`; timings
 * are only measured by `npm run bench`). An interactive page ships at most 90 kB gzip of JS, React included,
 * before it is interactive; chunks it loads later (dialogs) are reported, not budgeted. A static page ships
 * no JS at all, or at most 5 kB of plain DOM code (its script.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteDir } from './lib/paths.mjs';

export const BUDGETS = {
  jsGzip: 90 * 1024,
  htmlGzip: 30 * 1024,
  staticScriptGzip: 5 * 1024,
};

const budgetOf = (page) =>
  !page.static ? BUDGETS.jsGzip : page.files.some((f) => f.file.startsWith('script-')) ? BUDGETS.staticScriptGzip : 0;

const manifest = JSON.parse(await readFile(path.join(siteDir, 'manifest.json'), 'utf8'));
const over = [];
for (const page of manifest.pages) {
  if (page.initialJs.gzip > budgetOf(page)) {
    over.push(`${page.url}: initial JS ${page.initialJs.gzip} B gzip > ${budgetOf(page)} B`);
  }
  for (const html of page.files.filter((file) => file.file.endsWith('.html'))) {
    if (html.gzip > BUDGETS.htmlGzip)
      over.push(`${page.url}${html.file}: HTML ${html.gzip} B gzip > ${BUDGETS.htmlGzip} B`);
  }
}
for (const page of manifest.pages) {
  const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(5);
  console.log(
    `  ${page.url.padEnd(34)} initial JS ${kB(page.initialJs.gzip)} kB gzip of ${(budgetOf(page) / 1024).toFixed(0)} kB` +
      (page.static ? ' (static)' : ` (all JS ${kB(page.js.gzip)} kB)`),
  );
}
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`${manifest.pages.length} page(s) within budget`);
