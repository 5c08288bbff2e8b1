/**
 * The edge renderer (ADR 0084): a `fetch(request, env)` handler for WinterCG runtimes (Cloudflare Workers' workerd,
 * Node 20) that serves a data page with its content in the first HTML. It sends the page's first request to the
 * lender's API as the page would, renders the page with the answer in the page's language, and inlines the answer
 * so the page hydrates that very markup without asking again. Anything short of that (an API slow past the
 * budget, failing, or answering what the page would not show) serves the page as built, which then loads its
 * data itself, as it always has. Everything else goes to the static files (`env.ASSETS`).
 *
 * site/edge.mjs bundles it with the data pages' entries and their built HTML into dist/edge/worker.js.
 */
import { loadLanguage, addTranslations, toLanguage, type Language } from '@loan-webview/kit/i18n';
import { translations } from '@loan-webview/kit/i18n/catalog';
import { setConfig } from '@loan-webview/kit/config';
import { loadAllParts } from '@loan-webview/kit/ui/LazyBoundary';
import { firstRequestOf, renderPage, type PageAnswer, type RenderedContent } from '@loan-webview/pages/server';
import type { PageDefinition } from '@loan-webview/pages/shell';
import { pages } from 'loan-edge:pages';

export interface EdgePage {
  /** The page's folder, `/badSpark/`. */
  path: string;
  definition: PageDefinition;
  /** The built index.html, cut where the content of `#root` goes. */
  head: string;
  tail: string;
}

export interface Env {
  /** Where the lender's API answers; by default the pages' own origin. */
  API_BASE?: string;
  /** The configuration every page gets (the JSON a backend template puts in `#loan-config`). */
  LOAN_CONFIG?: string;
  /** How long the API may take before the page is served as built, ms (default 300). */
  RENDER_BUDGET_MS?: string;
  /** The static files (Cloudflare's assets binding); without it, other paths answer 404. */
  ASSETS?: { fetch(request: Request): Promise<Response> };
}

const DEFAULT_BUDGET_MS = 300;
/** An answer larger than this is no page's first answer. */
const ANSWER_LIMIT_BYTES = 1024 * 1024;
const PAGE_CSP = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";
const byPath = new Map((pages as EdgePage[]).map((page) => [page.path, page]));

/** Every part and every language's strings, loaded as the isolate starts (no I/O: they are in this bundle). */
const everythingLoaded = (async () => {
  // The views register their popups as they load: loaded until no new part appears.
  await loadAllParts();
  await loadAllParts({ lazy: true });
  await loadAllParts({ lazy: true });
  const shown = Object.keys(translations) as (keyof typeof translations)[];
  await Promise.all(shown.map((language) => loadLanguage(language as Language)));
  for (const language of shown) addTranslations(language as Language, translations[language]);
})();

let configured: string | undefined;

/** The deployment's configuration, set on the first request (the prerender does the same with its file). */
async function prepare(env: Env): Promise<string> {
  if (configured === undefined) {
    configured = env.LOAN_CONFIG?.trim() ?? '';
    if (configured) setConfig(JSON.parse(configured) as Parameters<typeof setConfig>[0]);
  }
  await everythingLoaded;
  return configured;
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function configBlock(configText: string): string {
  return configText
    ? `<script type="application/json" id="loan-config">${scriptJson(JSON.parse(configText))}</script>`
    : '';
}

function builtPage(page: EdgePage, configText: string): string {
  const head = page.head.replace('</head>', `${configBlock(configText)}\n</head>`);
  return `${head}${page.tail}`;
}

function renderedPage(
  page: EdgePage,
  configText: string,
  rendered: RenderedContent,
  answer: { endpoint: string; body: unknown },
): string {
  // React puts the preloads of the images it rendered first: they belong in the head, before any of #root.
  const preloads = /^(<link [^>]*>)*/.exec(rendered.html)?.[0] ?? '';
  const head = page.head
    .replace(/<html lang="[^"]*">/, `<html lang="${rendered.language}">`)
    .replace('</head>', `${configBlock(configText)}\n${preloads}</head>`);
  const blocks =
    `<script type="application/json" id="loan-data" data-endpoint="${answer.endpoint}">${scriptJson(answer.body)}</script>\n` +
    `<script type="application/json" id="loan-rendered">${scriptJson(rendered.note)}</script>\n`;
  // The blocks after #root, before the boot script: in the document before any page script reads them. The
  // content is here, so nothing asks for the scripts before it paints (the boot script still runs them after).
  const [rootEnd, ...rest] = page.tail
    .replace(/<link rel="modulepreload" fetchpriority="low"[^>]*>\n/g, '')
    .split('\n');
  return `${head}${rendered.html.slice(preloads.length)}${rootEnd}\n${blocks}${rest.join('\n')}`;
}

/** Headers a borrower's browser would have sent the API itself: her cookies, her language, and (same origin) the page. */
function forwardedHeaders(request: Request, pageUrl: URL, own: HeadersInit | undefined): Headers {
  const headers = new Headers(own);
  for (const name of ['cookie', 'user-agent', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // As the page's own call (same origin) would: the lender's API has the session from the query already.
  headers.set('referer', pageUrl.href);
  return headers;
}

/**
 * When the API answered, by its own clock (its `Date` header), else by this isolate's: the page's "Updated" time is the
 * backend's, not the edge's, whose clock may differ from both the backend's and the phone's.
 */
function answeredAt(response: Response): number {
  const stated = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(stated) ? stated : Date.now();
}

/** The page's first answer, or why there is none to render with. */
async function fetchAnswer(page: EdgePage, request: Request, env: Env): Promise<PageAnswer | string> {
  const pageUrl = new URL(request.url);
  const first = await firstRequestOf(page.definition, pageUrl.search);
  if (!first) return 'no first request';
  const target = new URL(first.url, env.API_BASE || pageUrl.origin);
  const budget = Number(env.RENDER_BUDGET_MS) || DEFAULT_BUDGET_MS;
  let response: Response;
  try {
    response = await fetch(target, {
      method: first.init.method,
      body: first.init.body,
      headers: forwardedHeaders(request, pageUrl, first.init.headers),
      redirect: 'manual',
      signal: AbortSignal.timeout(budget),
    });
  } catch (error) {
    return (error as Error)?.name === 'TimeoutError' ? `API slower than ${budget} ms` : 'API unreachable';
  }
  if (response.status !== 200) return `API answered ${response.status}`;
  const text = await response.text().catch(() => '');
  if (text.length > ANSWER_LIMIT_BYTES) return 'API answer too large';
  try {
    return { endpoint: first.endpoint, body: JSON.parse(text) as unknown, answeredAt: answeredAt(response) };
  } catch {
    return 'API answer is not JSON';
  }
}

function pageResponse(html: string, outcome: string, rendered: boolean): Response {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // A rendered page is one borrower's: never kept by a cache, never shared. The page as built is anybody's.
      'cache-control': rendered ? 'private, no-store' : 'no-cache',
      'content-security-policy': PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-loan-render': outcome,
    },
  });
}

/**
 * A file from the static files, as deploy/nginx.conf serves them: a static page in the language `lang=` asks for
 * (`index.<lang>.html`, ADR 0037), and every page under the CSP the pages promise to work under.
 */
async function fromAssets(request: Request, assets: NonNullable<Env['ASSETS']>): Promise<Response> {
  const url = new URL(request.url);
  // The kit's reading of `lang=`: `tl` is Filipino as in deploy/nginx.conf, and a device's `fil-PH` too.
  const lang = toLanguage(url.searchParams.get('lang'));
  let response: Response | undefined;
  if (request.method === 'GET' && url.pathname.endsWith('/') && lang) {
    const translated = await assets.fetch(new Request(new URL(`${url.pathname}index.${lang}.html`, url), request));
    if (translated.ok) response = translated;
  }
  response ??= await assets.fetch(request);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', PAGE_CSP);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default {
  async fetch(request: Request, env: Env = {}): Promise<Response> {
    const url = new URL(request.url);
    const page = request.method === 'GET' ? byPath.get(url.pathname) : undefined;
    if (!page) return env.ASSETS ? fromAssets(request, env.ASSETS) : new Response('Not found', { status: 404 });
    const configText = await prepare(env);
    const answer = await fetchAnswer(page, request, env);
    if (typeof answer === 'string') return pageResponse(builtPage(page, configText), `as built: ${answer}`, false);
    let rendered: RenderedContent | undefined;
    try {
      rendered = await renderPage(page.definition, { pageUrl: url.href, answer });
    } catch (error) {
      console.error(`[edge] ${page.path}: the render failed, serving the page as built`, error);
    }
    if (!rendered) return pageResponse(builtPage(page, configText), 'as built: not rendered', false);
    return pageResponse(renderedPage(page, configText, rendered, answer), 'rendered', true);
  },
};
