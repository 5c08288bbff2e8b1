// @vitest-environment node
/**
 * The dev server under hostile requests and a real (gzip, cookie-setting, slow) upstream. Each case once broke
 * it: a request target such as `//[` killed the process, `//host/x` made it an open proxy, a gzip upstream
 * reached Chromium still marked gzip, a second Set-Cookie was lost, a large body was held in memory.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { server as mockNetwork } from '@loan-webview/mock-backend/test-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// @ts-expect-error plain ESM helper
const { startServer } = await import('./lib/server.mjs');

type App = { origin: string; close(): Promise<void>; reloadPages(): number };

/** Sends raw bytes and returns the status line and headers of the answer (or '' when the socket closed). */
function raw(origin: string, request: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    setTimeout(() => socket.destroy(), 2000);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

const site = mkdtempSync(path.join(tmpdir(), 'loan-site-'));
mkdirSync(path.join(site, 'page'));
writeFileSync(path.join(site, 'page', 'index.html'), '<!doctype html><title>page</title>');
writeFileSync(path.join(site, 'page', 'index.zh.html'), '<!doctype html><title>页面</title>');
writeFileSync(path.join(site, 'page', 'index.fil.html'), '<!doctype html><head><title>Pahina</title></head>');

/** A real upstream: gzip bodies, two cookies, a path that never answers, and a log of what reached it. */
const upstreamHits: string[] = [];
const upstreamHeaders: http.IncomingHttpHeaders[] = [];
const upstream = http.createServer((req, res) => {
  upstreamHits.push(`${req.method} ${req.url}`);
  upstreamHeaders.push(req.headers);
  if (req.url?.startsWith('/planes/hang')) return;
  const body = gzipSync(JSON.stringify({ code: 0, data: { path: req.url } }));
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-encoding': 'gzip',
    'content-length': body.length,
    'set-cookie': ['a=1; Path=/; Domain=api.example.ph; HttpOnly', 'b=2; Path=/'],
  });
  res.end(body);
});

let upstreamOrigin = '';
let proxy: App;
let embedded: App;

beforeAll(async () => {
  // These requests go over real sockets: the units' request interception stays out of the way.
  mockNetwork.close();
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`;
  proxy = await startServer({ port: 0, apiBase: upstreamOrigin, dir: site, upstreamTimeoutMs: 500 });
  embedded = await startServer({ port: 0, dir: site });
}, 30_000);

afterAll(async () => {
  await proxy.close();
  await embedded.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('dev server under hostile requests', () => {
  it.each(['//[', 'http://[/', '//[::1', '/%', '*'])('answers %j with 400 and keeps serving', async (target) => {
    for (const app of [proxy, embedded]) {
      expect(statusOf(await raw(app.origin, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`))).toBe(400);
      expect((await fetch(`${app.origin}/page/`)).status).toBe(200);
    }
  });

  it('never contacts a host a request names: only the configured upstream', async () => {
    upstreamHits.length = 0;
    const { port } = new URL(upstreamOrigin);
    for (const target of [`//127.0.0.1:${port}/planes/x`, `http://127.0.0.1:${port}/planes/x`]) {
      expect(statusOf(await raw(proxy.origin, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`))).toBe(400);
    }
    expect(upstreamHits).toEqual([]);
  });

  it('passes a gzip upstream answer decoded, with every cookie, and no stale encoding headers', async () => {
    const response = await fetch(`${proxy.origin}/planes/v3/x?sessionId=s1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ code: 0, data: { path: '/planes/v3/x?sessionId=s1' } });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
  });

  it('answers a hanging upstream with 504 instead of never', async () => {
    // The server logs the timeout with its cause; expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${proxy.origin}/planes/hang`);
    expect(response.status).toBe(504);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Upstream timed out');
  });

  it('refuses a body over the limit with 413, declared or streamed, and keeps serving', async () => {
    const big = 3 * 1024 * 1024;
    const declared = await raw(
      embedded.origin,
      `POST /planes/v3/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big}\r\n\r\n{}`,
    );
    expect(statusOf(declared)).toBe(413);
    for (const app of [embedded, proxy]) {
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const stream = new ReadableStream({
        pull(controller) {
          if (sent >= big) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const status = await fetch(`${app.origin}/planes/v3/x`, {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit).then(
        (r) => r.status,
        (error: Error) => `no answer: ${error.message}`,
      );
      // A lingering close: the client still sending reads the 413 instead of a reset.
      expect(status).toBe(413);
      expect(sent).toBeLessThan(big + chunk.length);
      expect((await fetch(`${app.origin}/page/`)).status).toBe(200);
    }
  });

  it('resolves dot segments before deciding: /planes/../admin never reaches the upstream as /admin', async () => {
    upstreamHits.length = 0;
    for (const target of ['/planes/../admin/secret', '/planes/%2e%2e/admin/secret', '/planes/%2E%2e/admin/secret']) {
      const answer = await raw(proxy.origin, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer), target).not.toBe(200);
    }
    expect(upstreamHits.filter((hit) => hit.includes('admin'))).toEqual([]);
    // A dot segment that stays inside the API is resolved and passed on resolved.
    await raw(proxy.origin, 'GET /planes/x/../v3/y HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(upstreamHits).toContain('GET /planes/v3/y');
  });

  it('drops the headers a client names in Connection before the upstream sees them', async () => {
    upstreamHeaders.length = 0;
    await raw(
      proxy.origin,
      'GET /planes/v3/h HTTP/1.1\r\nHost: x\r\nConnection: close, X-Secret-Hop\r\nX-Secret-Hop: 1\r\nX-Kept: 2\r\n\r\n',
    );
    expect(upstreamHeaders.at(-1)?.['x-secret-hop']).toBeUndefined();
    expect(upstreamHeaders.at(-1)?.['x-kept']).toBe('2');
  });

  it('answers only GET and HEAD on pages, with the security headers', async () => {
    expect((await fetch(`${embedded.origin}/page/`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${embedded.origin}/page/`, { method: 'DELETE' })).status).toBe(405);
    const page = await fetch(`${embedded.origin}/page/`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('redirects a folder to its trailing slash on this origin only', async () => {
    const folder = await fetch(`${embedded.origin}/page?x=1`, { redirect: 'manual' });
    expect(folder.headers.get('location')).toBe('/page/?x=1');
    const answer = await raw(embedded.origin, 'GET /.//evil.example/.. HTTP/1.1\r\nHost: x\r\n\r\n');
    const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
    if (location !== undefined) expect(location.startsWith('//')).toBe(false);
    const dotted = await raw(embedded.origin, 'GET /page/..//evil.example/../page HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(/\r\nlocation: \/\//i.test(dotted)).toBe(false);
  });

  it("serves a static page's prerendered language when lang= names one it has", async () => {
    expect(await (await fetch(`${embedded.origin}/page/?lang=zh`)).text()).toContain('页面');
    expect(await (await fetch(`${embedded.origin}/page/?lang=id`)).text()).toContain('<title>page</title>');
    expect(await (await fetch(`${embedded.origin}/page/?lang=../../x`)).text()).toContain('<title>page</title>');
    // Filipino's file answers to Tagalog's code too.
    expect(await (await fetch(`${embedded.origin}/page/?lang=fil`)).text()).toContain('Pahina');
    expect(await (await fetch(`${embedded.origin}/page/?lang=tl`)).text()).toContain('Pahina');
  });

  it('gives every page the configuration it was started with, as a JSON block a script cannot run', async () => {
    const configured = await startServer({ port: 0, dir: site, pageConfig: { company: { name: 'A</script>B' } } });
    try {
      const html = await (await fetch(`${configured.origin}/page/?lang=fil`)).text();
      expect(html).toContain(
        '<script type="application/json" id="loan-config">{"company":{"name":"A\\u003c/script>B"}}</script>\n</head>',
      );
    } finally {
      await configured.close();
    }
  });

  it('compresses pages for clients that accept gzip, and only for them', async () => {
    const zipped = await fetch(`${embedded.origin}/page/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toContain('<title>page</title>');
    const plain = await raw(embedded.origin, 'GET /page/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(plain).not.toMatch(/content-encoding/i);
    expect(plain).toContain('<title>page</title>');
  });

  it("dates the sample lender's books from today, and again when the day turns in Manila", async () => {
    const state = async () => (await (await fetch(`${embedded.origin}/__mock/state`)).json()) as { today: number };
    const manilaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);
    const { today } = await state();
    expect(manilaDay(today)).toBe(manilaDay(Date.now()));
    // A server left running overnight: the first request of the next day finds the books of that day.
    vi.useFakeTimers({ now: Date.now() + 24 * 3600_000, toFake: ['Date'] });
    try {
      const next = await state();
      expect(next.today - today).toBe(24 * 3600_000);
      expect(manilaDay(next.today)).toBe(manilaDay(Date.now()));
    } finally {
      vi.useRealTimers();
    }
  });

  it('npm run dev: pages load a reload script of this origin, and reload when told', async () => {
    const dev = await startServer({ port: 0, dir: site, devReload: true });
    try {
      const html = await (await fetch(`${dev.origin}/page/?lang=fil`)).text();
      expect(html).toContain('<script src="/__dev/reload.js"></script>\n</head>');
      const script = await fetch(`${dev.origin}/__dev/reload.js`);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect(await script.text()).toContain('new EventSource("/__dev/events")');
      const events = await fetch(`${dev.origin}/__dev/events`);
      const reader = events.body!.getReader();
      await reader.read();
      expect(dev.reloadPages()).toBe(1);
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: reload\n\n');
      await reader.cancel();
    } finally {
      await dev.close();
    }
    // And only there: a page served by npm start has no such script.
    expect(await (await fetch(`${embedded.origin}/page/?lang=fil`)).text()).not.toContain('__dev');
  });
});
