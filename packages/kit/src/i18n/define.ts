/**
 * One message: `source` is the spec's wording (English, Chinese or Indonesian as the spec shows it); `en` is
 * the English where it differs. Chinese and Indonesian live in `messages/zh/` and `messages/id/`, loaded only
 * when a page shows that language (`zh`/`id` here are still honoured, for tables of a host's own).
 */
export interface MessageEntry {
  source: string;
  en?: string;
  zh?: string;
  id?: string;
}

/** Where an area's other languages come from: a dynamic import, so each is a chunk loaded on demand. */
export type TranslationLoaders = Partial<
  Record<'zh' | 'id', () => Promise<{ default: Readonly<Record<string, string>> }>>
>;

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
