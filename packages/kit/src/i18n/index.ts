export { messages } from './catalog';
export type { MessageKey } from './catalog';
export { defineMessages } from './define';
export type { MessageEntry } from './define';
export { createTranslator, isLanguage, LANGUAGES, pickLanguage, registerMessages } from './translate';
export type { Language, Translate } from './translate';
export { I18nProvider, useLanguage, useT } from './I18nProvider';
export { expectOnlyCatalogText, uncataloguedText } from './testing';
