export { sourceMessages } from './catalog';
export type { Catalog, MessageKey } from './catalog';
export { createTranslator, isLanguage, LANGUAGES, pickLanguage } from './translate';
export type { Language, Translate } from './translate';
export { I18nProvider, useLanguage, useT } from './I18nProvider';
