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
  /**
   * How its dates are written, when the engines' locale data must not decide (ADR 0084): Chromium 88 writes
   * en-PH as "5 Dec 2026, 10:00 am", today's engines "Dec 5, 2026, 10:00 AM", and a page rendered on a server
   * must read the same in the phone. `{MMM}` the locale's short month, `{M}` its number, `{d}` the day, `{y}`
   * the year, `{h}` the hour of 12, `{HH}` of 24, `{mm}` the minute, `{a}` AM or PM. Without it, the locale's.
   */
  dates?: { date: string; dateTime: string };
}

const locales = new Map<Language, string>();
const aliases = new Map<string, Language>();
const datePatterns = new Map<Language, NonNullable<LanguageOptions['dates']>>();

/** Makes a language pickable by `lang=` and the configuration; its strings come with its message tables. */
export function registerLanguage(
  language: Language,
  { locale = language, aliases: others = [], dates }: LanguageOptions = {},
) {
  locales.set(language, locale);
  if (dates) datePatterns.set(language, dates);
  else datePatterns.delete(language);
  for (const alias of others) aliases.set(alias.toLowerCase(), language);
}

// English as the Philippines writes it ("Dec 5, 2026"), the others as theirs (ADR 0066, Formats).
const monthFirst = { date: '{MMM} {d}, {y}', dateTime: '{MMM} {d}, {y}, {h}:{mm} {a}' };
registerLanguage('en', { locale: 'en-PH', dates: monthFirst });
registerLanguage('zh', { locale: 'zh-CN', dates: { date: '{y}年{M}月{d}日', dateTime: '{y}年{M}月{d}日 {HH}:{mm}' } });
registerLanguage('id', { locale: 'id-ID', dates: { date: '{d} {MMM} {y}', dateTime: '{d} {MMM} {y}, {HH}.{mm}' } });
registerLanguage('fil', { locale: 'fil-PH', aliases: ['tl'], dates: monthFirst });

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

/** The pattern a language's dates are written in (`LanguageOptions.dates`), if it has one. */
export function datePatternsOf(language: Language): LanguageOptions['dates'] {
  return datePatterns.get(language);
}
