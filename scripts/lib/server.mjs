/**
 * One origin for the pages and the API: dist/site as static files, and the embedded backend (the same MSW
 * handlers the tests and Storybook use) answering API paths, or a real backend when API_BASE is set.
 *
 * The native team runs it against real backends while browsing other sites, so it treats every request as
 * hostile: a malformed target answers 400 and never stops the server, only the configured upstream is ever
 * contacted, bodies are limited as they stream, and a hanging upstream gets a timeout.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { conditions, externalThirdParty } from './esbuild-shared.mjs';
import { cacheDir, root, siteDir } from './paths.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

const API_PREFIXES = ['/planes/', '/gopia/', '/api/', '/__mock/', '/mock-uploads/', '/mock-assets/'];

/** Request bodies: JSON and forms are small; multipart image uploads (complaint evidence) may be larger. */
export const BODY_LIMIT = 2 * 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;
/** `lang=tl` (Tagalog's code) is Filipino, as the kit's registerLanguage and deploy/nginx.conf have it. */
const LANGUAGE_ALIASES = new Map([['tl', 'fil']]);

/** Headers that describe one connection, or an encoding fetch() has already undone: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Sent with every answer; the pages promise to work under this CSP, so serving it keeps them honest. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Page URLs carry the session id in the query: never leak it to another site in a Referer (the embedded
  // backend reads its scenario switches from same-origin Referers).
  'referrer-policy': 'same-origin',
};
const DEV_RELOAD_SCRIPT = '/__dev/reload.js';
const DEV_EVENTS = '/__dev/events';
const PAGE_CSP = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

export function isApiPath(pathname) {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The path and query of an origin-form request target (`/path?query`), or a 400. Absolute-form
 * (`http://host/x`), authority-form and `//host/x` targets are refused: this server is nobody's proxy.
 */
export function parseTarget(rawUrl) {
  if (typeof rawUrl !== 'string' || !rawUrl.startsWith('/') || rawUrl.startsWith('//')) {
    throw new HttpError(400, 'Bad request target');
  }
  const queryAt = rawUrl.indexOf('?');
  const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(pathname)) throw new HttpError(400, 'Bad request target');
  // Dot segments (`..`, `%2e%2e`) resolved before anything decides on the path, as the upstream would resolve
  // them: `/planes/../admin` is `/admin`, which is no API path (nginx answers it 404 too).
  const resolved = new URL(pathname, 'http://localhost').pathname;
  if (resolved.startsWith('//')) throw new HttpError(400, 'Bad request target');
  return { pathname: resolved, search };
}

/** The embedded backend is TypeScript; bundle it for Node once per server start. */
export async function loadMockBackend() {
  await mkdir(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, 'mock-backend.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'packages/mock-backend/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    conditions,
    plugins: [externalThirdParty],
    logLevel: 'silent',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

function bodyLimitFor(req) {
  return /^multipart\/form-data/i.test(req.headers['content-type'] ?? '') ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
}

/** The request body as a stream that fails with a 413 once it passes the limit; nothing past it is read. */
function limitedBody(req) {
  const limit = bodyLimitFor(req);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, 'Request body too large');
  let seen = 0;
  const counter = new Transform({
    transform(chunk, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new HttpError(413, 'Request body too large'));
      else callback(null, chunk);
    },
  });
  req.on('error', (error) => counter.destroy(error));
  return req.pipe(counter);
}

/** Reads a limited body into memory (at most the limit): MSW handlers read bodies more than once. */
async function readLimitedBody(req) {
  const chunks = [];
  for await (const chunk of limitedBody(req)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function requestHeaders(req) {
  const headers = new Headers();
  // A header the client names in Connection is for this hop only (RFC 9110 §7.6.1), whatever its name.
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const [key, value] of Object.entries(req.headers)) {
    if (HOP_BY_HOP.has(key) || named.has(key) || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  return headers;
}

const hasBody = (req) => req.method !== 'GET' && req.method !== 'HEAD';

/** A proxied or mocked answer, without hop-by-hop headers, with every Set-Cookie kept. */
async function sendWebResponse(res, response, { rewriteCookies = false } = {}) {
  const headers = { ...SECURITY_HEADERS };
  response.headers.forEach((value, key) => {
    // fetch() has decoded the body already: its encoding and length no longer describe what we send.
    if (HOP_BY_HOP.has(key) || key === 'content-encoding' || key === 'content-length' || key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) {
    // A cookie scoped to the real backend's domain would be dropped on this origin.
    headers['set-cookie'] = rewriteCookies ? cookies.map((c) => c.replace(/;\s*domain=[^;]*/gi, '')) : cookies;
  }
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

/** A page from the edge renderer, compressed as a CDN would (as `answerStatic` serves the pages as built). */
async function sendPage(req, res, response) {
  const html = Buffer.from(await response.arrayBuffer());
  const headers = { ...SECURITY_HEADERS, vary: 'Accept-Encoding' };
  response.headers.forEach((value, key) => {
    // miniflare's own headers (mf-*) say how it carried the answer, not what it is.
    if (HOP_BY_HOP.has(key) || /^(content-encoding|content-length|mf-)/.test(key)) return;
    headers[key] = value;
  });
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['content-encoding'] = 'gzip';
  res.writeHead(response.status, headers);
  res.end(gzip ? gzipSync(html) : html);
}

async function answerApi(
  req,
  res,
  { pathname, search },
  { apiBase, getHandlers, getResponse, origin, upstreamTimeoutMs },
) {
  if (apiBase) {
    // Built from the configured upstream and the request's path only: no request can pick another host.
    const target = new URL(apiBase);
    target.pathname = pathname;
    target.search = search;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new HttpError(504, 'Upstream timed out')), upstreamTimeoutMs);
    let body;
    if (hasBody(req)) {
      body = Readable.toWeb(limitedBody(req).on('error', (error) => controller.abort(error)));
    }
    try {
      const response = await fetch(target, {
        method: req.method,
        headers: requestHeaders(req),
        body,
        duplex: body ? 'half' : undefined,
        redirect: 'manual',
        signal: controller.signal,
      });
      await sendWebResponse(res, response, { rewriteCookies: true });
    } catch (error) {
      throw controller.signal.reason instanceof HttpError ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
    }
    return;
  }
  const body = hasBody(req) ? await readLimitedBody(req) : undefined;
  const request = new Request(new URL(pathname + search, origin), {
    method: req.method,
    headers: requestHeaders(req),
    body,
  });
  const response = await getResponse(getHandlers(), request);
  if (response?.type === 'error') {
    // MSW's "network error" scenario: drop the connection as a failing network would.
    req.socket.destroy();
    return;
  }
  if (!response) throw new HttpError(404, `No handler for ${req.method} ${pathname}`);
  await sendWebResponse(res, response);
}

function answerStatic(req, res, { pathname, search }, { dir, csp, pageConfig, devReload }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
    return;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new HttpError(400, 'Bad request');
  }
  let file = path.join(dir, decoded);
  if (file !== dir && !file.startsWith(dir + path.sep)) throw new HttpError(403, 'Forbidden');
  if (existsSync(file) && statSync(file).isDirectory()) {
    if (!pathname.endsWith('/')) {
      // As nginx and most CDNs do: the folder's relative asset URLs only resolve with the trailing slash. The
      // location is rebuilt from the folder found, so `/.//evil.example/..` can never become `//evil.example/`.
      const folder = path.relative(dir, file).split(path.sep).filter(Boolean);
      const location = `/${folder.map(encodeURIComponent).join('/')}${folder.length ? '/' : ''}${search}`;
      res.writeHead(301, { ...SECURITY_HEADERS, location }).end();
      return;
    }
    // A static page prerenders each language as index.<lang>.html (ADR 0037): serve the one `lang=` asks for.
    const asked = new URLSearchParams(search).get('lang') ?? '';
    const lang = LANGUAGE_ALIASES.get(asked) ?? asked;
    const translated = lang && /^[a-z]{2,3}$/.test(lang) ? path.join(file, `index.${lang}.html`) : undefined;
    file = translated && existsSync(translated) ? translated : path.join(file, 'index.html');
  }
  if (!existsSync(file) || !statSync(file).isFile()) throw new HttpError(404, `Not found: ${pathname}`);
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const hashed = /-[A-Z0-9]{8}\.(js|css|svg|png|jpg)$/.test(file);
  // Compressed as nginx and every CDN serve text, so `npm run bench` measures what borrowers download.
  const gzip =
    /^(text\/|application\/(javascript|json)|image\/svg)/.test(type) &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': type,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...(csp ? { 'content-security-policy': PAGE_CSP } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if ((pageConfig || devReload) && type.startsWith('text/html')) {
    // As a backend template does: the page's configuration in a JSON block the kit reads (readConfig).
    const block = pageConfig
      ? `<script type="application/json" id="loan-config">${JSON.stringify(pageConfig).replace(/</g, '\\u003c')}</script>`
      : '';
    // `npm run dev`: the page reloads itself once a change to it is built.
    const reload = devReload ? `<script src="${DEV_RELOAD_SCRIPT}"></script>` : '';
    const html = readFileSync(file, 'utf8').replace('</head>', `${block}${reload}\n</head>`);
    if (gzip) res.end(gzipSync(html));
    else res.end(html);
  } else if (gzip) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
}

/** Whatever went wrong becomes an answer; the cause is logged, never sent. */
function fail(req, res, error, label) {
  const status = error instanceof HttpError ? error.status : 502;
  if (!(error instanceof HttpError) || status >= 500) {
    const cause = error?.cause ? ` (cause: ${error.cause.code ?? ''} ${error.cause.message ?? error.cause})` : '';
    console.error(`[${label}] ${req.method} ${String(req.url).slice(0, 200)}: ${error?.message ?? error}${cause}`);
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = error instanceof HttpError ? error.message : 'Bad gateway';
  // After a refused body the rest of it is not read: close the connection instead of draining it.
  const close = status === 413 ? { connection: 'close' } : {};
  res.writeHead(status, { ...SECURITY_HEADERS, ...close, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: status, message }), () => {
    // A lingering close: read (and drop) what the client is still sending for a moment, so it reads the 413
    // instead of a reset, then close.
    if (status === 413) {
      req.resume();
      setTimeout(() => req.destroy(), 2000).unref();
    }
  });
}

function guard(server) {
  // A request Node cannot even parse (or a reset socket) gets a 400 where possible, never a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

/** Serves a folder of static files (the built Storybook, for its end-to-end smoke test). */
export async function startStaticServer(dir, { port = 0, host = '127.0.0.1' } = {}) {
  const server = guard(
    http.createServer((req, res) => {
      try {
        answerStatic(req, res, parseTarget(req.url), { dir, csp: false });
      } catch (error) {
        fail(req, res, error, 'static');
      }
    }),
  );
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    origin: `http://${host}:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `dir` defaults to dist/site; tests serve a folder of their own. */
/**
 * `pageConfig`: the configuration a backend template would give every page (the embedded backend's sample lender,
 * `npm start`); pages served without it read their own. `renderer`: `{ paths, render(url, headers) }`, the edge
 * renderer that serves the data pages at `paths` (edge-runtime.mjs), which gives them the same configuration.
 */
export async function startServer({
  port = 8080,
  host = '127.0.0.1',
  apiBase,
  dir = siteDir,
  pageConfig,
  devReload = false,
  renderer,
  // How long an upstream API may take before the server answers 504 (a server's option, not read at import:
  // the unit tests share modules between files).
  upstreamTimeoutMs = Number(process.env.API_TIMEOUT_MS ?? 30_000),
} = {}) {
  const { getResponse } = await import('msw');
  let backend = apiBase ? undefined : await loadMockBackend();
  // `npm run dev`: the open pages listen here (server-sent events) and reload when told.
  const listeners = new Set();
  const server = guard(
    http.createServer((req, res) => {
      let target;
      try {
        target = parseTarget(req.url);
        if (devReload && target.pathname === DEV_RELOAD_SCRIPT) {
          res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
          res.end(`new EventSource(${JSON.stringify(DEV_EVENTS)}).onmessage = () => location.reload();`);
          return;
        }
        if (devReload && target.pathname === DEV_EVENTS) {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
          res.write(': listening\n\n');
          listeners.add(res);
          req.on('close', () => listeners.delete(res));
          return;
        }
        // `x-loan-render: off` asks for the page as built (the tests compare both from one embedded backend).
        if (
          renderer &&
          req.method === 'GET' &&
          renderer.paths.has(target.pathname) &&
          req.headers['x-loan-render'] !== 'off'
        ) {
          // A data page with its content in the first HTML, from the edge renderer (ADR 0084).
          // At the address the browser asked for (its images' URLs resolve there); a Host that is no host is ours.
          const host = /^[\w.-]+(:\d+)?$/.test(req.headers.host ?? '') ? `http://${req.headers.host}` : origin;
          renderer
            .render(`${host}${target.pathname}${target.search}`, requestHeaders(req))
            .then((response) => sendPage(req, res, response))
            .catch((error) => fail(req, res, error, 'edge'));
          return;
        }
        if (!isApiPath(target.pathname)) {
          answerStatic(req, res, target, { dir, csp: true, pageConfig, devReload });
          return;
        }
      } catch (error) {
        fail(req, res, error, 'static');
        return;
      }
      answerApi(req, res, target, {
        apiBase,
        getHandlers: () => {
          // The sample lender's books turn with the day in Manila, as the pages' clock does (issue 80).
          backend.keepStoreToday();
          return backend.handlers;
        },
        getResponse,
        origin,
        upstreamTimeoutMs,
      }).catch((error) => fail(req, res, error, 'api'));
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${server.address().port}`;
  return {
    server,
    origin,
    /** Reloads the embedded backend after its sources changed (dev mode). */
    async reloadBackend() {
      if (!apiBase) backend = await loadMockBackend();
    },
    /** Tells every open page to reload (dev mode); the number told. */
    reloadPages() {
      for (const listener of listeners) listener.write('data: reload\n\n');
      return listeners.size;
    },
    close: () =>
      new Promise((resolve) => {
        for (const listener of listeners) listener.end();
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}
