import { getBridge } from '../bridge/bridge';
import { createTranslator, pickLanguage } from '../i18n/translate';
import { getConfig } from '../config/config';
import { getCommonParams } from '../session/session';
import { showToast } from '../toast/toast';
import { isDangerousScheme, normalizeUrlText, safeUrl, urlScheme } from '../url/url';

export { safeUrl };

/** Tells the borrower a link was refused. */
export function refuseUnsafeLink(): void {
  const t = createTranslator(pickLanguage(getCommonParams(), getConfig().language));
  showToast(t('common.unsafeLink'), { kind: 'error' });
}

/** Goes to a URL if it is safe; refuses it with a toast otherwise. `replace` keeps it out of history. */
export function navigateTo(raw: unknown, { replace = false }: { replace?: boolean } = {}): boolean {
  const url = safeUrl(raw);
  if (!url) {
    refuseUnsafeLink();
    return false;
  }
  if (replace) location.replace(url);
  else location.assign(url);
  return true;
}

/**
 * A jump link from the server (part 1 §7.2): one starting with http is navigated to, any other is handed
 * to the native shell through the bridge's `to` action.
 */
export function openLink(link: unknown): boolean {
  const text = typeof link === 'string' ? normalizeUrlText(link) : '';
  const scheme = urlScheme(text);
  if (scheme === 'http' || scheme === 'https') return navigateTo(text);
  // Control characters or backslashes left inside a link only serve to hide a scheme from a check like this one.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!text || isDangerousScheme(text) || /[\u0000-\u001f\u007f\\]/.test(text)) {
    refuseUnsafeLink();
    return false;
  }
  getBridge().to([text]);
  return true;
}
