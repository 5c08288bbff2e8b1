import type { MessageKey } from './catalog';
import type { MessageEntry } from './define';
import { commonMessages } from './messages/common';
import { uiMessages } from './messages/ui';

/**
 * The messages this bundle knows: shared and component strings always, each page's own table when its
 * module registers it. A page bundle so carries its own strings, not every page's.
 */
const registry: Record<string, MessageEntry> = { ...commonMessages, ...uiMessages };

export function registerMessages(table: Readonly<Record<string, MessageEntry>>): void {
  Object.assign(registry, table);
}

export const LANGUAGES = ['en', 'zh', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A translator for one language; a message without that language falls back to its source text. */
export function createTranslator(language: Language): Translate {
  return (key, params) => {
    const entry: MessageEntry | undefined = registry[key];
    const text = entry ? (entry[language] ?? entry.source) : key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** `lang` query parameter first, then configuration. */
export function pickLanguage(query: Readonly<Record<string, string>>, configured: Language): Language {
  return isLanguage(query.lang) ? query.lang : configured;
}
