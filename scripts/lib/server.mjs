/**
 * One origin for the pages and the API: dist/site as static files, and the embedded backend (the same MSW
 * handlers the tests and Storybook use) answering API paths, or a real backend when API_BASE is set.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
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

export function isApiPath(pathname) {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
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

function toWebRequest(req, origin) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

async function sendWebResponse(res, response) {
  const headers = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

async function answerApi(req, res, { origin, apiBase, getHandlers, getResponse }) {
  const request = toWebRequest(req, origin);
  let response;
  if (apiBase) {
    const target = new URL(req.url, apiBase);
    request.headers.delete('host');
    response = await fetch(target, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      duplex: 'half',
      redirect: 'manual',
    });
  } else {
    response = await getResponse(getHandlers(), request);
    if (response?.type === 'error') {
      // MSW's "network error" scenario: drop the connection as a failing network would.
      req.socket.destroy();
      return;
    }
  }
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ code: 404, message: `No handler for ${req.method} ${new URL(req.url, origin).pathname}` }),
    );
    return;
  }
  await sendWebResponse(res, response);
}

function answerStatic(req, res, pathname, dir = siteDir) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  let file = path.join(dir, decoded);
  if (file !== dir && !file.startsWith(dir + path.sep)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) {
    if (!pathname.endsWith('/')) {
      // As nginx and most CDNs do: the folder's relative asset URLs only resolve with the trailing slash.
      const url = new URL(req.url, 'http://x');
      res.writeHead(301, { location: `${pathname}/${url.search}` }).end();
      return;
    }
    file = path.join(file, 'index.html');
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}`);
    return;
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const hashed = /-[A-Z0-9]{8}\.(js|css|svg|png|jpg)$/.test(file);
  res.writeHead(200, {
    'content-type': type,
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    // The pages promise to work under this policy; serving it here keeps them honest. (Storybook does not.)
    ...(dir === siteDir ? { 'content-security-policy': "script-src 'self'; object-src 'none'; base-uri 'self'" } : {}),
  });
  createReadStream(file).pipe(res);
}

/** Serves a folder of static files (the built Storybook, for its end-to-end smoke test). */
export async function startStaticServer(dir, { port = 0, host = '127.0.0.1' } = {}) {
  const server = http.createServer((req, res) => answerStatic(req, res, new URL(req.url, 'http://x').pathname, dir));
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    origin: `http://${host}:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function startServer({ port = 8080, host = '127.0.0.1', apiBase } = {}) {
  const { getResponse } = await import('msw');
  let backend = apiBase ? undefined : await loadMockBackend();
  const origin = `http://${host}:${port}`;
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, origin);
    if (isApiPath(pathname)) {
      answerApi(req, res, { origin, apiBase, getHandlers: () => backend.handlers, getResponse }).catch((error) => {
        console.error(`[api] ${req.method} ${pathname}: ${error.message}`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 502, message: 'Bad gateway' }));
      });
      return;
    }
    answerStatic(req, res, pathname);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    server,
    origin,
    /** Reloads the embedded backend after its sources changed (dev mode). */
    async reloadBackend() {
      if (!apiBase) backend = await loadMockBackend();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
