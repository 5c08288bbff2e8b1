import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  createTranslator,
  hasLanguage,
  loadLanguage,
  provideTranslations,
  subscribeTranslations,
  translationsVersion,
  type Translate,
} from './translate';
import type { Language } from './languages';

const I18nContext = createContext<{ language: Language; t: Translate }>({
  language: 'en',
  t: createTranslator('en'),
});

export interface I18nProviderProps {
  language: Language;
  /**
   * The language's strings, when the host has them before rendering: a server entry passes
   * `translations[language]` from `@loan-webview/kit/i18n/catalog`, so the server HTML is in the language and
   * hydration matches it. Without them, the source (English) text shows until the strings load.
   */
  messages?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/** Languages the page has shown: a table registered later (a part's) loads its strings before the part shows. */
const shownLanguages = new Set<Language>(['en']);

/**
 * Provides `language` to everything inside. A language's strings other than English load on demand: until they are in,
 * the source (English) text shows, and the tree re-renders in the language when they arrive. Once shown, a language
 * stays: a part whose table registers later waits for its strings (LazyBoundary), and the context does not change
 * as they arrive, which would make React render again in the browser a boundary still hydrating (ADR 0084).
 */
export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  if (messages) provideTranslations(language, messages);
  // Strings that arrive render this again, so `ready` is read anew.
  useSyncExternalStore(subscribeTranslations, translationsVersion, translationsVersion);
  const ready = hasLanguage(language);
  useEffect(() => {
    if (!ready) void loadLanguage(language);
  }, [language, ready]);
  if (ready || messages) shownLanguages.add(language);
  const shown: Language = shownLanguages.has(language) ? language : 'en';
  const value = useMemo(() => ({ language: shown, t: createTranslator(shown) }), [shown]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current translator: `const t = useT(); t('common.retry')`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}
