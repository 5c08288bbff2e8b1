import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built site the tests run against (scripts/e2e.mjs builds it first), and its route table. */
export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/site');

export interface BuiltPage {
  url: string;
  route: string;
  static: boolean;
  /** The page's example query (its `definePage`), besides the session. */
  example?: Record<string, string>;
  files: { file: string; bytes: number }[];
  /** The call a data page makes as it opens, which the edge renderer (ADR 0084) makes for it. */
  firstRequest?: { path: string };
}

export const builtPages: readonly BuiltPage[] = (
  JSON.parse(readFileSync(path.join(siteDir, 'manifest.json'), 'utf8')) as { pages: BuiltPage[] }
).pages;

/** Whether the edge renderer serves the page with its data: a page with a first request (edge-render.spec.ts). */
export const renderedByTheEdge = (page: BuiltPage): page is BuiltPage & Required<Pick<BuiltPage, 'firstRequest'>> =>
  Boolean(page.firstRequest);
