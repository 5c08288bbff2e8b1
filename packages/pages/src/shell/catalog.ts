import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MessageEntry } from '@loan-webview/kit/i18n';

const TRANSLATED = ['zh', 'id', 'fil'] as const;
type Translated = (typeof TRANSLATED)[number];

export interface PageCatalog {
  /** Every page table's messages, keyed. */
  pageMessages: Readonly<Record<string, MessageEntry>>;
  /** Every page table's strings in each other language. */
  pageTranslations: Readonly<Record<Translated, Readonly<Record<string, string>>>>;
}

const load = async (file: string) => (await import(/* @vite-ignore */ pathToFileURL(file).href)) as object;

/**
 * Every page table with its strings in every other language, for what renders any page in any language at once:
 * the unit tests and the walk in Filipino. Found from the page folders (a folder's `messages/index.ts` is its
 * table, `messages/<language>.ts` its strings in that language), so a new page adds its table by writing it.
 * Node only: a page's bundle never imports this (each page registers its own tables and loads their languages on
 * demand), nor does the prerender (`loadLanguage` over the tables the pages registered).
 */
export async function loadPageCatalog(): Promise<PageCatalog> {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const folders = readdirSync(src)
    .map((folder) => path.join(src, folder, 'messages'))
    .filter((folder) => existsSync(path.join(folder, 'index.ts')))
    .sort();
  const [tables, ...languages] = await Promise.all([
    Promise.all(folders.map((folder) => load(path.join(folder, 'index.ts')))),
    ...TRANSLATED.map((language) => Promise.all(folders.map((folder) => load(path.join(folder, `${language}.ts`))))),
  ]);
  return {
    pageMessages: Object.assign({}, ...tables.flatMap((module) => Object.values(module))),
    pageTranslations: Object.fromEntries(
      TRANSLATED.map((language, index) => [
        language,
        Object.assign({}, ...languages[index].map((module) => (module as { default: object }).default)),
      ]),
    ) as PageCatalog['pageTranslations'],
  };
}
