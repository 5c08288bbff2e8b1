#!/usr/bin/env node
/**
 * Size budgets, read from dist/site/manifest.json (deterministic, so they can fail `npm test`; timings
 * are only measured by `npm run bench`). kB = 1024 bytes, gzip.
 * - An interactive page hydrates at most 78 kB of JS, React's 67.5 kB included: the boot script, the entry and
 *   its static imports. Its content (load, schemas, view) is a chunk preloaded alongside (ADR 0043).
 * - All it fetches before it can show its data (that and the content and configuration chunks) within
 *   `contentJsGzip` of lib/budgets.mjs.
 * - All its JS (content, dialogs, the worker, and the strings of one language: a borrower reads one) within
 *   `allJsGzip`.
 * - Its field figures (web-vitals), fetched once the page shows its data and only where the configuration turns
 *   them on, at most 4 kB apart from that.
 * - A static page ships at most 5 kB of plain DOM code: its offline worker's registration and its script.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUDGETS } from './lib/budgets.mjs';
import { siteDir } from './lib/paths.mjs';

const budgetOf = (page) =>
  !page.static ? BUDGETS.jsGzip : page.files.some((f) => f.file.startsWith('script-')) ? BUDGETS.staticScriptGzip : 0;

const manifest = JSON.parse(await readFile(path.join(siteDir, 'manifest.json'), 'utf8'));
const over = [];
for (const page of manifest.pages) {
  if (page.initialJs.gzip > budgetOf(page)) {
    over.push(`${page.url}: initial JS ${page.initialJs.gzip} B gzip > ${budgetOf(page)} B`);
  }
  if (!page.static && page.contentJs.gzip > BUDGETS.contentJsGzip) {
    over.push(`${page.url}: JS before its content ${page.contentJs.gzip} B gzip > ${BUDGETS.contentJsGzip} B`);
  }
  if (page.js.gzip > BUDGETS.allJsGzip) {
    over.push(`${page.url}: all JS ${page.js.gzip} B gzip > ${BUDGETS.allJsGzip} B`);
  }
  if ((page.fieldFiguresJs?.gzip ?? 0) > BUDGETS.fieldFiguresGzip) {
    over.push(`${page.url}: field figures ${page.fieldFiguresJs.gzip} B gzip > ${BUDGETS.fieldFiguresGzip} B`);
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
      (page.static ? ' (static)' : ` (before content ${kB(page.contentJs.gzip)} kB, all JS ${kB(page.js.gzip)} kB)`),
  );
}
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`${manifest.pages.length} page(s) within budget`);
