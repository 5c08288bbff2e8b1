/** The HTML of a page: the document's head, an interactive page, a static page. */
export function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** The document's start, the same on every page: `title` is HTML already, `extra` goes after the styles. */
export function documentHead({ language, themeColor, title, styles, extra = '' }) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="format-detection" content="telephone=no">
<meta name="theme-color" content="${escapeHtml(themeColor)}">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${styles}</style>
${extra}</head>`;
}

export function pageHtml({
  title,
  html,
  bundle,
  boot,
  styles,
  fallback,
  language,
  themeColor,
  preload = [],
  early = false,
}) {
  // `early` (a page whose content needs its scripts): they come down as the HTML is read, at low priority so
  // they stay behind the first paint; the boot script still runs them after it (ADR 0064).
  const earlyLinks = early
    ? `${[bundle, ...preload].map((file) => `<link rel="modulepreload" fetchpriority="low" href="./${file}">`).join('\n')}\n`
    : '';
  return `${documentHead({ language, themeColor, title: escapeHtml(title), styles })}
<body>
<div id="root" data-offline="true">${html}</div>
${fallback}
<script async src="./${boot}" data-src="./${bundle}"${preload.length ? ` data-preload="${preload.map((file) => `./${file}`).join(' ')}"` : ''}></script>
${earlyLinks}</body>
</html>
`;
}

/**
 * A static page: prerendered HTML in each language (titled by its h1, already escaped), inline CSS, and no
 * page bundle. The server picks the language's file (ADR 0037); `script` (the entry's script.ts, if any) is
 * plain DOM code loaded after parsing.
 */
export function staticPageHtml({ title, html, language, themeColor, alternates, styles, script }) {
  const links = alternates
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('\n');
  return `${documentHead({
    language,
    themeColor,
    title: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? escapeHtml(title),
    styles,
    extra: `${links}\n${script ? `<script defer src="./${script}"></script>\n` : ''}`,
  })}
<body>
<div id="root">${html}</div>
</body>
</html>
`;
}
