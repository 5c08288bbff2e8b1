import { getBackStack } from '../bridge/back-stack';
import { callNative } from '../bridge/native-call';
import { createTranslator, pickLanguage } from '../i18n/translate';
import { getConfig } from '../config/config';
import { getCommonParams, parseQuery, withQuery } from '../session/session';
import { showToast } from '../toast/toast';
import { normalizeUrlText, safeUrl, urlScheme } from '../url/url';
import { NATIVE_SCREENS } from './routes';

export { safeUrl };

/** Tells the borrower a link was refused. */
export function refuseUnsafeLink(): void {
  const t = createTranslator(pickLanguage(getCommonParams(), getConfig().language));
  showToast(t('common.unsafeLink'), { kind: 'error' });
}

/** Whether a URL is on our own site: the page's origin, or under the configured site base. */
export function isOwnSite(url: string, siteBase: string = getConfig().siteBase): boolean {
  try {
    const target = new URL(url, location.href);
    return target.origin === location.origin || target.href.startsWith(new URL(siteBase, location.href).href);
  } catch {
    return false;
  }
}

/**
 * A URL as we navigate to it: on our own site it carries the common params (`getCommonParams`: the session and
 * device parameters), its own query winning on a clash (so its `productId` also replaces a stale `product_id`);
 * another site never gets them, so a session id does not leave the lender's site.
 */
export function withSession(url: string): string {
  if (!isOwnSite(url)) return url;
  // The query as the browser reads it: a `?` inside the hash (`#/download?x=1`) is not the page's query.
  return withQuery(url, getCommonParams(), parseQuery(new URL(url, location.href).search));
}

/**
 * Goes to a URL if it is safe (with the session on our own site, `withSession`); refuses it with a toast
 * otherwise. `replace` keeps it out of history. Every page navigation goes through here.
 */
export function navigateTo(raw: unknown, { replace = false }: { replace?: boolean } = {}): boolean {
  const safe = safeUrl(raw);
  if (!safe) {
    refuseUnsafeLink();
    return false;
  }
  const url = withSession(safe);
  // The page is leaving: a dialog closing now must not take its history entry back (that would cancel this
  // navigation); the entry it holds is replaced instead, so back from the next page comes straight here.
  const above = getBackStack().abandon();
  if (replace || above > 0) location.replace(url);
  else location.assign(url);
  return true;
}

/**
 * What the native shell is meant to open through `to` (ADR 0049): a link in a scheme the configuration lists
 * (`appScheme`, `loanapp://product/P2002`, and `linkSchemes`) or a native screen by name (`productDetail`,
 * `order?x=1`), in printable ASCII only, so no hidden, look-alike or reordering character can dress up something
 * else. Anything else (`intent://`, `//host`, `%6Aavascript:`, `\u00a0javascript:`) is not the shell's to open.
 */
export function nativeLink(
  link: string,
  schemes: readonly string[] = [getConfig().appScheme, ...getConfig().linkSchemes],
): string | undefined {
  if (!/^[\x21-\x7e]+$/.test(link)) return undefined;
  const lower = link.toLowerCase();
  if (schemes.some((scheme) => lower.startsWith(scheme.toLowerCase()) && link.length > scheme.length)) return link;
  const screen = link.split('?')[0];
  return (NATIVE_SCREENS as readonly string[]).includes(screen) ? link : undefined;
}

const warnedSchemes = new Set<string>();

/**
 * A jump link from the server: one starting with http is navigated to; an app link or native
 * screen (`nativeLink`) is handed to the native shell through the bridge's `to` action; anything else is
 * refused with a toast.
 */
export function openLink(link: unknown): boolean {
  const text = typeof link === 'string' ? normalizeUrlText(link) : '';
  const scheme = urlScheme(text);
  if (scheme === 'http' || scheme === 'https') return navigateTo(text);
  const native = nativeLink(text);
  if (!native) {
    // Once per scheme, so a lender sees what to list in `linkSchemes` (a script scheme never will be).
    if (scheme && !warnedSchemes.has(scheme)) {
      warnedSchemes.add(scheme);
      console.warn(`[loan] a jump link in the "${scheme}:" scheme was refused: it is not in appScheme or linkSchemes`);
    }
    refuseUnsafeLink();
    return false;
  }
  void callNative('to', [native]);
  return true;
}
