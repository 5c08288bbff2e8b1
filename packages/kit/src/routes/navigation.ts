import { getBridge } from '../bridge/bridge';
import { createTranslator, pickLanguage } from '../i18n/translate';
import { getConfig } from '../config/config';
import { getCommonParams } from '../session/session';
import { showToast } from '../toast/toast';

/**
 * A URL from the server or the query made safe to follow: http(s) anywhere, or a same-origin relative
 * path. Anything else (`javascript:`, `data:`, `vbscript:`, protocol-relative, malformed) gives null.
 */
export function safeUrl(raw: unknown, base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers strip tabs and newlines inside URLs, which lets `java\nscript:` through naive checks.
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!text) return null;
  const relative = text.startsWith('/') || text.startsWith('./') || text.startsWith('../') || text.startsWith('?');
  if (text.startsWith('//') || text.startsWith('\\')) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!relative && !/^https?:\/\//i.test(text)) return null;
  return url.href;
}

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
  if (typeof link !== 'string' || link.trim() === '') {
    refuseUnsafeLink();
    return false;
  }
  if (/^\s*https?:/i.test(link)) return navigateTo(link);
  if (/^\s*(javascript|data|vbscript|file):/i.test(link)) {
    refuseUnsafeLink();
    return false;
  }
  getBridge().to([link.trim()]);
  return true;
}
