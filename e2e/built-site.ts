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
}

export const builtPages: readonly BuiltPage[] = (
  JSON.parse(readFileSync(path.join(siteDir, 'manifest.json'), 'utf8')) as { pages: BuiltPage[] }
).pages;
