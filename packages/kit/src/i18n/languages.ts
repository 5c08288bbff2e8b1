/**
 * The languages pages can be shown in. The kit's own: English (the source), Chinese and Indonesian (the legacy
 * app's) and Filipino. Another is added in two steps: its type, by augmenting this interface as `AppMessages`
 * is, and at run time, `registerLanguage` before the configuration is applied.
 *
 * ```ts
 * declare module '@loan-webview/kit/i18n' {
 *   interface Languages { ceb: true }
 * }
 * registerLanguage('ceb', { locale: 'ceb-PH' });
 * ```
 */
export interface Languages {
  en: true;
  zh: true;
  id: true;
  fil: true;
}

export type Language = Extract<keyof Languages, string>;

export interface LanguageOptions {
  /** The locale its dates are written in (`Intl`): `fil-PH`. By default the code itself. */
  locale?: string;
  /** Other codes that mean it, accepted by `lang=` and the configuration: `tl` (Tagalog) for `fil`. */
  aliases?: readonly string[];
}

const locales = new Map<Language, string>();
const aliases = new Map<string, Language>();

/** Makes a language pickable by `lang=` and the configuration; its strings come with its message tables. */
export function registerLanguage(
  language: Language,
  { locale = language, aliases: others = [] }: LanguageOptions = {},
) {
  locales.set(language, locale);
  for (const alias of others) aliases.set(alias.toLowerCase(), language);
}

// English as the Philippines writes it ("Dec 5, 2026"), the others as theirs (ADR 0066, Formats).
registerLanguage('en', { locale: 'en-PH' });
registerLanguage('zh', { locale: 'zh-CN' });
registerLanguage('id', { locale: 'id-ID' });
registerLanguage('fil', { locale: 'fil-PH', aliases: ['tl'] });

/** Every language registered, English first. */
export function languages(): Language[] {
  return [...locales.keys()];
}

/** The codes that name a language besides its own (`tl` for `fil`): the boot fallback answers to them too. */
export function aliasesOf(language: Language): string[] {
  return [...aliases].filter(([, target]) => target === language).map(([alias]) => alias);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && locales.has(value as Language);
}

/**
 * The registered language a code names, as `lang=` or a device writes it: `fil`, `tl`, `fil-PH`, `TL`.
 * Undefined for one not registered.
 */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toLowerCase().split(/[-_]/)[0]!;
  return isLanguage(code) ? code : aliases.get(code);
}

/** The `Intl` locale a language's dates are written in. */
export function localeOf(language: Language): string {
  return locales.get(language) ?? language;
}
