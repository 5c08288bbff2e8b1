import type { Language } from './languages';
/**
 * One message: `source` is the spec's wording (English, Chinese or Indonesian as the spec shows it); `en` is
 * the English where it differs. The other languages live in `messages/<language>/`, loaded only when a page
 * shows that language (a language's text here is still honoured, for tables of a host's own).
 */
export type MessageEntry = { source: string } & { readonly [L in Language]?: string };

/** Where an area's other languages come from: a dynamic import, so each is a chunk loaded on demand. */
export type TranslationLoaders = {
  readonly [L in Exclude<Language, 'en'>]?: () => Promise<{ default: Readonly<Record<string, string>> }>;
};

const LOADERS = Symbol('translation loaders');

/**
 * Keeps the literal keys of an area's message table for type checking, and the loaders of its translations
 * (a hidden property: spreading tables into one catalog drops them).
 */
export function defineMessages<const T extends Record<string, MessageEntry>>(
  messages: T,
  translations?: TranslationLoaders,
): T {
  if (translations) Object.defineProperty(messages, LOADERS, { value: translations, enumerable: false });
  return messages;
}

export function translationLoaders(table: object): TranslationLoaders | undefined {
  return (table as { [LOADERS]?: TranslationLoaders })[LOADERS];
}
