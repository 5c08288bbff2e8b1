/**
 * URL checks shared by navigation and the components that frame or show server URLs. They decide on the URL
 * as a browser would read it (WHATWG URL parsing), not on the raw text, so obfuscations such as `java\tscript:`,
 * `\u0001javascript:` or `/\evil.example` are judged by what they really are.
 */

/** What a browser does to URL text before parsing: trim C0 controls and spaces, drop every tab and newline. */
export function normalizeUrlText(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The scheme a browser would read from the text (lower case), or undefined for a relative reference. */
export function urlScheme(raw: string): string | undefined {
  return /^([a-z][a-z\d+.-]*):/i.exec(normalizeUrlText(raw))?.[1]?.toLowerCase();
}

const RELATIVE = /^(\/|\.\/|\.\.\/|\?)/;

let serverPage: string | undefined;

/**
 * A server rendering a page says where the page is (its URL as the browser asked for it), so relative URLs resolve
 * there as they will in the browser; undefined when it is done.
 */
export function setServerPageUrl(href: string | undefined): void {
  serverPage = href;
}

const pageHref = () => (typeof location === 'undefined' ? (serverPage ?? 'http://localhost/') : location.href);

/**
 * A URL from the server or the query made safe to follow: http(s) anywhere, or a relative reference (`/x`,
 * `./x`, `../x`, `?x`) that stays on the page's origin. Anything else (`javascript:`, `data:`, protocol-relative
 * `//host`, `/\host`, malformed) gives null. The result is exactly what the browser would load.
 */
export function safeUrl(raw: unknown, base: string = pageHref()): string | null {
  if (typeof raw !== 'string') return null;
  const text = normalizeUrlText(raw);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (/^https?:/i.test(text)) return url.host ? url.href : null;
  if (!RELATIVE.test(text) || url.origin !== new URL(base).origin) return null;
  return url.href;
}
