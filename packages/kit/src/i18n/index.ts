// The kit's catalog (`messages`, `translations`) is `@loan-webview/kit/i18n/catalog`; a table is
// `@loan-webview/kit/i18n/messages/<area>`. Not re-exported here: a bundle would carry every table.
export type { AppMessages, MessageKey } from './catalog';
export { defineMessages } from './define';
export type { MessageEntry, TranslationLoaders } from './define';
export {
  addTranslations,
  createTranslator,
  hasLanguage,
  loadLanguage,
  pickLanguage,
  registerMessages,
} from './translate';
export type { Translate } from './translate';
export { aliasesOf, isLanguage, languages, localeOf, registerLanguage, toLanguage } from './languages';
export type { Language, LanguageOptions, Languages } from './languages';
export { I18nProvider, useLanguage, useT } from './I18nProvider';
export type { I18nProviderProps } from './I18nProvider';
export { describeFailure } from './describe-failure';
