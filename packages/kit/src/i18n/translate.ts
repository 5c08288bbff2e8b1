import { sourceMessages, type Catalog, type MessageKey } from './catalog';
import { en } from './locales/en';
import { id } from './locales/id';
import { zh } from './locales/zh';

export const LANGUAGES = ['en', 'zh', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

const catalogs: Record<Language, Catalog> = { en, zh, id };

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A translator for one language; a key missing from its catalog falls back to the source text. */
export function createTranslator(language: Language): Translate {
  const catalog = catalogs[language];
  return (key, params) => {
    const text = catalog[key] ?? sourceMessages[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** `lang` query parameter first, then configuration. */
export function pickLanguage(query: Readonly<Record<string, string>>, configured: Language): Language {
  return isLanguage(query.lang) ? query.lang : configured;
}
