import type { MessageKey } from './catalog';
import { translationLoaders, type MessageEntry } from './define';
import { localeOf, toLanguage, type Language } from './languages';
import { formatPlurals } from './plural';
import { commonMessages } from './messages/common';
import { uiMessages } from './messages/ui';
import { pageState } from '../state/page-state';

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The messages this bundle knows: shared and component strings always, each page's own table when its
 * module registers it. A page bundle so carries its own strings, not every page's, and only their source
 * (English) text: another language's strings load when a page shows it (`loadLanguage`).
 */
// The catalog is the page's, whichever copy of the kit registers a table or loads a language (ADR 0087).
const catalog = pageState('i18n', () => ({
  registry: {} as Record<string, MessageEntry>,
  tables: new Set<object>(),
  translated: {} as Partial<Record<Language, Record<string, string>>>,
  /** Languages asked for: a table registered later (a dialog's chunk) loads its strings for them at once. */
  requested: new Set<Language>(),
  /** Languages whose every string is in already (tests, Storybook, prerendering). */
  complete: new Set<Language>(['en']),
  loads: new WeakMap<object, Map<Language, Promise<void>>>(),
  loaded: new WeakMap<object, Set<Language>>(),
  listeners: new Set<() => void>(),
  version: 0,
}));
const { registry, tables, translated, requested, complete, loads, loaded, listeners } = catalog;
const stringsOf = (language: Language) => (translated[language] ??= {});

function loadTable(table: object, language: Language): Promise<void> {
  const loader = language === 'en' || complete.has(language) ? undefined : translationLoaders(table)?.[language];
  if (!loader) return Promise.resolve();
  const byLanguage = loads.get(table) ?? new Map<Language, Promise<void>>();
  loads.set(table, byLanguage);
  let load = byLanguage.get(language);
  if (!load) {
    load = loader().then(
      ({ default: strings }) => {
        Object.assign(stringsOf(language), strings);
        loaded.set(table, (loaded.get(table) ?? new Set<Language>()).add(language));
        catalog.version += 1;
        listeners.forEach((listener) => listener());
      },
      // A chunk that fails to arrive leaves the source text; the next request for the language tries again.
      () => void byLanguage.delete(language),
    );
    byLanguage.set(language, load);
  }
  return load;
}

export function registerMessages(table: Readonly<Record<string, MessageEntry>>): void {
  Object.assign(registry, table);
  tables.add(table);
  requested.forEach((language) => void loadTable(table, language));
}

registerMessages(commonMessages);
registerMessages(uiMessages);

/** Loads a language's strings for every table registered (and, from now on, for every table registered later). */
export async function loadLanguage(language: Language): Promise<void> {
  requested.add(language);
  await Promise.all([...tables].map((table) => loadTable(table, language)));
}

/**
 * Resolves once every table registered so far has its strings in each language asked for: a part that registers
 * its table as its chunk runs (a form, a dialog) then renders in the page's language from its first frame, which
 * a page rendered on the server needs to hydrate (ADR 0084).
 */
export async function requestedStringsIn(): Promise<void> {
  await Promise.all([...requested].map((language) => loadLanguage(language)));
}

/** True when every registered table's strings in this language are in (no load pending). */
export function hasLanguage(language: Language): boolean {
  if (complete.has(language)) return true;
  return [...tables].every(
    (table) => language === 'en' || !translationLoaders(table)?.[language] || loaded.get(table)?.has(language),
  );
}

/** Adds a whole language at once (tests, Storybook and the build import them all): no loading from then on. */
export function addTranslations(language: Language, strings: Readonly<Record<string, string>>): void {
  Object.assign(stringsOf(language), strings);
  complete.add(language);
  catalog.version += 1;
  listeners.forEach((listener) => listener());
}

const provided = new WeakSet<object>();

/**
 * Strings of a language the host already holds (a server passes them down): in at once, so the first render,
 * on the server and in hydration, is in the language. Tables still missing from them load as usual.
 */
export function provideTranslations(language: Language, strings: Readonly<Record<string, string>>): void {
  if (provided.has(strings)) return;
  provided.add(strings);
  Object.assign(stringsOf(language), strings);
}

/** For useSyncExternalStore: changes whenever strings arrive. */
export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function translationsVersion(): number {
  return catalog.version;
}

/** A translator for one language; a message without that language falls back to its source text. */
export function createTranslator(language: Language): Translate {
  return (key, params) => {
    const entry: MessageEntry | undefined = registry[key];
    const text = entry ? (translated[language]?.[key] ?? entry[language] ?? entry.source) : key;
    if (!params) return text;
    // Counts first, as the language counts them (`{count, plural, one {…} other {…}}`), then each `{param}`.
    return formatPlurals(text, params, localeOf(language)).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}

/** `lang` query parameter first (`tl` and `fil-PH` name Filipino), then configuration. */
export function pickLanguage(query: Readonly<Record<string, string>>, configured: Language): Language {
  return toLanguage(query.lang) ?? configured;
}
