import { safeUrl } from '@loan-webview/kit/routes';
import { withQuery } from '@loan-webview/kit/session';

/**
 * The landing settings a template's `config` may carry (the spec does not show them; ADR 0040). Every field
 * is optional and checked on its own: one bad value falls back, the page still renders.
 */
export interface LandingSettings {
  title: string;
  subtitle: string;
  heroImage: string | null;
  themeColor: string | null;
  appName: string;
  merchantNumber: string;
  androidUrl: string | null;
  iosUrl: string | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** WCAG relative luminance of an sRGB colour, channels 0-255. */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of white on the colour (the buttons' label), which is also the colour's as text on white. */
const contrastWithWhite = (rgb: readonly number[]) => 1.05 / (luminance(rgb) + 0.05);

/**
 * A template's brand colour as the page may use it: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha laid over the
 * white page), darkened in small steps until white text on it reaches 4.5:1 (WCAG AA), so the hue stays the
 * lender's and the Send button stays readable. Anything else is null: the kit's colour applies.
 */
export function readableThemeColor(value: string): string | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
  if (!hex) return null;
  const long = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const alpha = long.length === 8 ? parseInt(long.slice(6), 16) / 255 : 1;
  let rgb = [0, 2, 4].map((at) => parseInt(long.slice(at, at + 2), 16) * alpha + 255 * (1 - alpha));
  while (contrastWithWhite(rgb) < 4.5) rgb = rgb.map((channel) => channel * 0.98);
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

export function landingSettings(config: Readonly<Record<string, unknown>>): LandingSettings {
  return {
    title: str(config.title),
    subtitle: str(config.subtitle),
    heroImage: safeUrl(config.heroImage),
    themeColor: readableThemeColor(str(config.themeColor)),
    appName: str(config.appName),
    merchantNumber: str(config.merchantNumber),
    androidUrl: safeUrl(config.androidUrl),
    iosUrl: safeUrl(config.iosUrl),
  };
}

/** The ad's params every redirect carries (part 2 §2 item 1). */
export const CARRIED = ['app_from', 'user_from', 'utm_tag', 'id', 'links_id', 'down_id'] as const;

export type LandingView = 'form' | 'downloadTemplate' | 'agreementTemplate';

/** `#/downloadTemplate?…` -> downloadTemplate; anything else is the form. */
export function viewOf(hash: string): LandingView {
  const path = hash.replace(/^#/, '').split('?')[0];
  if (path === '/downloadTemplate') return 'downloadTemplate';
  if (path === '/agreementTemplate') return 'agreementTemplate';
  return 'form';
}

/** The hash of a template view, carrying the ad's params that are present. */
export function templateHash(view: Exclude<LandingView, 'form'>, query: Readonly<Record<string, string>>): string {
  const carried = Object.fromEntries(CARRIED.filter((key) => query[key]).map((key) => [key, query[key]]));
  return `#${withQuery(`/${view}`, carried)}`;
}

/** ios when the user agent says so, android otherwise (the tracking calls' client_type). */
export function clientType(userAgent: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}

/** Digits only, at most `max` (part 2 §5: longer input is ignored). */
export const capDigits = (raw: string, max: number) => raw.replace(/\D/g, '').slice(0, max);

/**
 * The mobile field: 11 digits at most. In the ph market a number typed or pasted as +63 9XX… becomes its
 * local 09XX… form first, so the cap never cuts a valid number (the market rule accepts all three forms).
 */
export function capMobile(raw: string, market: 'ph' | 'cn'): string {
  const digits = raw.replace(/\D/g, '');
  return (market === 'ph' && /^639/.test(digits) ? `0${digits.slice(2)}` : digits).slice(0, 11);
}
