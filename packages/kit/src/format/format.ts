import type { LoanConfig } from '../config/config';
import { formatConfig } from '../config/in-force';
import { datePatternsOf, localeOf, type Language } from '../i18n/languages';

const NUMERIC = /^\s*[-+]?\d+(\.\d+)?\s*$/;

/**
 * Minor units (centavos) to a 2-decimal amount: `123456` -> `"1234.56"`, `"5"` -> `"0.05"`.
 * A value that is not a number passes through unchanged, as the spec says.
 */
export function formatMoney(minor: number | string): string {
  if (typeof minor === 'string' && !NUMERIC.test(minor)) return minor;
  const value = Math.round(Number(minor));
  if (!Number.isSafeInteger(value)) return String(minor);
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount as a borrower reads it: currency sign, thousands grouped with commas, two decimals:
 * `545000` -> `"₱5,450.00"` (or ₹ with the rupee flag). A value that is not a number passes through.
 */
export function formatAmount(minor: number | string, config: Pick<LoanConfig, 'rupee'> = formatConfig()): string {
  const money = formatMoney(minor);
  const match = /^(-?)(\d+)(\.\d+)$/.exec(money);
  if (!match) return money;
  const [, sign, whole, cents] = match;
  return `${sign}${currencySign(config)}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents}`;
}

/** Integer digits grouped in threes with a dot: `1234567` -> `"1.234.567"`; decimals keep their own part. */
export function groupThousands(value: number | string): string {
  const text = String(value);
  const match = /^(-?)(\d+)(.*)$/.exec(text);
  if (!match) return text;
  const [, sign, digits, rest] = match;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${rest}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A misconfigured zone must not blank every date on the page.
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Manila' });
    }
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A wall-clock date and time without a zone (`2026-12-01`, `2026-12-01 10:00:00`, `2026-12-01T10:00`). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** The epoch ms at which the clocks of `timeZone` show the given wall time. */
function wallTimeIn(fields: number[], timeZone: string): number {
  const [year, month, day, hour = 0, minute = 0, second = 0] = fields;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const p = partsIn(new Date(asUtc), timeZone);
  const shown = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour % 24, +p.minute, +p.second);
  return asUtc - (shown - asUtc);
}

/**
 * Every date form a server sends (../shared/decisions.md), as epoch ms: epoch seconds or milliseconds (numbers
 * or digit strings; ten digits or fewer are seconds, which cover dates until 2286), `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:MM:SS` (wall time in the configured zone, not the phone's) and ISO 8601 with a zone.
 * Undefined for anything else, 0 and negative values included (a server's "no date").
 */
export function parseDate(value: unknown, timeZone = formatConfig().timeZone): number | undefined {
  let ms: number | undefined;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = Math.abs(value) < 1e10 ? value * 1000 : value;
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    const wall = WALL_TIME.exec(text);
    if (/^-?\d+(\.0+)?$/.test(text)) return parseDate(Number(text), timeZone);
    if (wall) ms = wallTimeIn(wall.slice(1).filter(Boolean).map(Number), timeZone);
    else ms = Date.parse(text);
  }
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/**
 * `YYYY-MM-DD HH:MM:SS`, or `YYYY-MM-DD` when `format === 'date'`, in the configured time zone (Asia/Manila),
 * so a due date reads the same on every phone. Accepts every form `parseDate` reads; anything else passes
 * through.
 */
export function formatDate(
  value: Date | number | string,
  format?: 'date' | 'datetime',
  timeZone = formatConfig().timeZone,
): string {
  const ms = parseDate(value, timeZone);
  if (ms === undefined) return String(value);
  const p = partsIn(new Date(ms), timeZone);
  const day = `${p.year.padStart(4, '0')}-${p.month}-${p.day}`;
  return format === 'date' ? day : `${day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * A date written for people, in the language's locale (`localeOf`): "Dec 5, 2026", "Dis 5, 2026",
 * "2026年12月5日", "5 Des 2026", in the configured zone; with `withTime`, the time of day too ("Dec 5, 2026,
 * 10:00 AM"), for a moment such as when a complaint was sent. The one form every page shows a date in.
 * Anything `parseDate` cannot read passes through.
 */
export function formatLongDate(
  value: Date | number | string,
  language: Language = 'en',
  timeZone = formatConfig().timeZone,
  { withTime = false }: { withTime?: boolean } = {},
): string {
  const ms = parseDate(value, timeZone);
  if (ms === undefined) return String(value);
  const patterns = datePatternsOf(language);
  if (patterns) return written(withTime ? patterns.dateTime : patterns.date, ms, language, timeZone);
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  };
  try {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'Asia/Manila' }).format(ms);
  }
}

const monthNames = new Map<string, Intl.DateTimeFormat>();

/** A date written from a language's pattern: only the month's name comes from the engine's locale data. */
function written(pattern: string, ms: number, language: Language, timeZone: string): string {
  const p = partsIn(new Date(ms), timeZone);
  const hour = Number(p.hour);
  const locale = localeOf(language);
  let months = monthNames.get(locale);
  if (!months) {
    months = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    monthNames.set(locale, months);
  }
  const fields: Record<string, string> = {
    y: p.year,
    M: String(Number(p.month)),
    MMM: months.format(Date.UTC(2000, Number(p.month) - 1, 15)),
    d: String(Number(p.day)),
    h: String(hour % 12 || 12),
    HH: p.hour,
    mm: p.minute,
    a: hour < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(/\{(\w+)\}/g, (token, name: string) => fields[name] ?? token);
}

/** A value that is nothing but a date, with or without its time and zone, as servers write one in text. */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?:([ T])\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const PLAIN_PESOS = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})$/;

/**
 * A server's text value, as shown: an amount in pesos written without its sign as every other figure (`4800.00` ->
 * `₱4,800.00`); a date (`2026-11-20`, `2026-11-20 14:32:00`, ISO 8601) in the one form
 * people read (`formatLongDate`, with its time when it has one), so "Repaid on" and "Due" read alike on every
 * page; any other text (an amount, a code, digits) unchanged.
 */
export function readableValue(value: string, language: Language = 'en', timeZone = formatConfig().timeZone): string {
  // Pesos written plainly ("4800.00", "4,800.00"): with the sign and grouping every other figure has. Two decimals
  // make it money; a whole number (a term, an order number) stays as it is.
  const pesos = PLAIN_PESOS.exec(value.trim());
  if (pesos) return formatAmount(Math.round(Number(`${pesos[1].replace(/,/g, '')}${pesos[2]}`) * 100));
  const date = DATE_TEXT.exec(value.trim());
  if (!date) return value;
  return formatLongDate(value.trim(), language, timeZone, { withTime: date[1] !== undefined });
}

/** An amount alone, as a server writes one in text: a sign or PHP/INR, or plain pesos with two decimals. */
const AMOUNT_TEXT = /^[−-]?\s*(?:[₱₹$]|PHP|INR)\s*\d[\d,]{0,14}(?:\.\d{1,2})?$|^[−-]?\d[\d,]{0,14}\s*(?:PHP|INR)$/i;

/**
 * Whether a server's text value is an amount and nothing else ("₱5,450.00", "−₱2,000.00", "PHP 950", "4800.00"),
 * as `readableValue` shows it: a breakdown's figures, which are kept whole on one line and never folded away.
 */
export function isAmountText(value: string): boolean {
  const text = value.trim();
  return AMOUNT_TEXT.test(text) || (text.length <= 20 && PLAIN_PESOS.test(text));
}

/**
 * Calendar days from today to the date in the configured zone: 0 on the due day, negative once it has passed.
 * Undefined for a value that is not a date.
 */
export function daysUntil(value: unknown, now = Date.now(), timeZone = formatConfig().timeZone): number | undefined {
  const ms = parseDate(value, timeZone);
  if (ms === undefined) return undefined;
  const day = (at: number) => {
    const p = partsIn(new Date(at), timeZone);
    return Date.UTC(+p.year, +p.month - 1, +p.day) / 86_400_000;
  };
  return day(ms) - day(now);
}

/**
 * The day `count` working days after `from`, in the configured zone: Saturdays and Sundays are skipped (public
 * holidays are not known here, so a reply-by date around one is early, never late). Noon of that day, in ms.
 */
export function addWorkingDays(from: number, count: number, timeZone = formatConfig().timeZone): number {
  const p = partsIn(new Date(from), timeZone);
  const day = new Date(Date.UTC(+p.year, +p.month - 1, +p.day));
  for (let left = count; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return wallTimeIn([day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 12], timeZone);
}

/**
 * Digits only, at most 11, grouped as the market writes a mobile number: `ph` 4-3-4 (`"0917 123 4567"`, the network
 * prefix whole), `cn` the spec's 3-4-4 (`"138 0013 8000"`).
 */
export function formatPhoneDigits(raw: string, market: Market = formatConfig().market): string {
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  const [first, second] = market === 'ph' ? [4, 7] : [3, 7];
  return [digits.slice(0, first), digits.slice(first, second), digits.slice(second)].filter(Boolean).join(' ');
}

/** Digits only, in groups of 4: `"4111111111111111"` -> `"4111 1111 1111 1111"`. */
export function formatCardDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** ₱, or ₹ when the legacy rupee flag is set. */
export function currencySign(config: Pick<LoanConfig, 'rupee'> = formatConfig()): '₱' | '₹' {
  return config.rupee ? '₹' : '₱';
}

export type Market = LoanConfig['market'];

/**
 * A mobile number in the market's canonical form, or undefined when it is not one.
 * ph: 09XXXXXXXXX, also typed as 9XXXXXXXXX or +639XXXXXXXXX; cn: the spec's ^1[3-9]\d{9}$.
 */
export function normalizeMobile(raw: string, market: Market = formatConfig().market): string | undefined {
  const compact = raw.replace(/[\s-]/g, '');
  if (market === 'cn') return /^1[3-9]\d{9}$/.test(compact) ? compact : undefined;
  const match = /^(?:\+?63|0)?(9\d{9})$/.exec(compact);
  return match ? `0${match[1]}` : undefined;
}

export function isValidMobile(raw: string, market: Market = formatConfig().market): boolean {
  return normalizeMobile(raw, market) !== undefined;
}
