import { readableBrandColor } from '@loan-webview/kit/config';
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
  /** The app's icon beside its name at the top: the brand the borrower saw in the ad. */
  logo: string | null;
  themeColor: string | null;
  appName: string;
  merchantNumber: string;
  androidUrl: string | null;
  iosUrl: string | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function landingSettings(config: Readonly<Record<string, unknown>>): LandingSettings {
  return {
    title: str(config.title),
    subtitle: str(config.subtitle),
    heroImage: safeUrl(config.heroImage),
    logo: safeUrl(config.logo),
    themeColor: readableBrandColor(str(config.themeColor)),
    appName: str(config.appName),
    merchantNumber: str(config.merchantNumber),
    androidUrl: safeUrl(config.androidUrl),
    iosUrl: safeUrl(config.iosUrl),
  };
}

/**
 * The ad's params every redirect carries (part 2 §2 item 1), and the template id under whichever name the page
 * was opened with (`id` or `templateId`), so a template view opened from the redirect finds its template.
 */
export const CARRIED = ['app_from', 'user_from', 'utm_tag', 'id', 'templateId', 'links_id', 'down_id'] as const;

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

/**
 * The mobile field: 11 digits at most. In the ph market a number typed or pasted as +63 9XX… becomes its
 * local 09XX… form first, so the cap never cuts a valid number (the market rule accepts all three forms).
 */
export function capMobile(raw: string, market: 'ph' | 'cn'): string {
  const digits = raw.replace(/\D/g, '');
  return (market === 'ph' && /^639/.test(digits) ? `0${digits.slice(2)}` : digits).slice(0, 11);
}
