import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Language, type Translate } from './translate';

const I18nContext = createContext<{ language: Language; t: Translate }>({
  language: 'en',
  t: createTranslator('en'),
});

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: createTranslator(language) }), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current translator: `const t = useT(); t('common.retry')`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLanguage(): Language {
  return useContext(I18nContext).language;
}
