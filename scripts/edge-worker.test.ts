// @vitest-environment node
/**
 * The edge renderer's worker (dist/edge/worker.js, ADR 0084) on Node, one of the two runtimes it is for (the e2e
 * specs run it in workerd): in front of the embedded backend, through a proxy that can slow, fail or rewrite each
 * answer. A rendered page is one borrower's and never cached; an API that is slow, failing or answers what the page
 * would not show gets the page as built; two borrowers' renders at once never see each other's answer.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { server as mockNetwork } from '@loan-webview/mock-backend/test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// @ts-expect-error plain ESM helpers
const { startServer } = await import('./lib/server.mjs');
// @ts-expect-error plain ESM helpers
const { pageConfig } = await import('./lib/sample-config.mjs');
// @ts-expect-error plain ESM helpers
const { root } = await import('./lib/paths.mjs');

const workerFile = path.join(root, 'dist/edge/worker.js');
type Worker = { fetch(request: Request, env: Record<string, unknown>): Promise<Response> };

/** What the proxy does to the next answers for an order (by its `orderId`). */
interface Twist {
  delayMs?: number;
  status?: number;
  body?: (text: string) => string;
  hang?: boolean;
  /** The answer's Date header: the backend's clock. */
  date?: string;
}

let backend: { origin: string; close(): Promise<void> };
let proxy: http.Server;
let apiBase = '';
let worker: Worker;
const twists = new Map<string, Twist>();
const asked: string[] = [];
/** The proxy's requests not yet answered or given up by the worker: each test's own settle before the next runs. */
const open = new Set<http.IncomingMessage>();

beforeAll(async () => {
  // The worker's calls go out on the network, to the proxy: not to the units' in-process interception.
  mockNetwork.close();
  if (!existsSync(workerFile)) {
    // @ts-expect-error plain ESM helper
    const { buildSite } = await import('./lib/site-build.mjs');
    await buildSite({ log: () => undefined });
  }
  worker = (await import(pathToFileURL(workerFile).href)).default as Worker;
  backend = await startServer({ port: 0 });
  proxy = http.createServer(async (req, res) => {
    open.add(req);
    res.on('close', () => open.delete(req));
    const url = new URL(req.url ?? '/', backend.origin);
    asked.push(url.search);
    const twist = twists.get(url.searchParams.get('orderId') ?? '') ?? {};
    if (twist.hang) return;
    try {
      const body = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
      });
      const answer = await fetch(url, {
        method: req.method,
        headers: {
          referer: String(req.headers.referer ?? ''),
          'content-type': String(req.headers['content-type'] ?? ''),
        },
        body: req.method === 'POST' ? new Uint8Array(body) : undefined,
      });
      let text = await answer.text();
      if (twist.delayMs) await new Promise((resolve) => setTimeout(resolve, twist.delayMs));
      if (twist.body) text = twist.body(text);
      res
        .writeHead(twist.status ?? answer.status, {
          'content-type': 'application/json',
          ...(twist.date ? { date: twist.date } : {}),
        })
        .end(text);
    } catch {
      // The worker gave up on it (its budget): nobody is left to answer.
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await backend.close();
  mockNetwork.listen({ onUnhandledRequest: 'error' });
});

// A test leaves nothing in flight for the next to count, and no twist behind.
afterEach(async () => {
  await vi.waitFor(() => expect(open.size).toBe(0), { timeout: 10_000, interval: 20 });
  twists.clear();
});

/**
 * The worker's bindings. The API budget is one a busy test machine cannot miss (a minute): only the test of the budget
 * itself gives the renderer its real one, against an answer that never comes (issue 80).
 */
const env = (budgetMs = 60_000) => ({
  API_BASE: apiBase,
  LOAN_CONFIG: JSON.stringify(pageConfig({ sample: true })),
  RENDER_BUDGET_MS: String(budgetMs),
});

/** The order page for an order and a session, as the worker answers it. */
async function orderPage(orderId: string, sessionId = 'sess-edge-1', extra = '', bindings = env()) {
  const response = await worker.fetch(
    new Request(
      `https://pages.lender.example/badSpark/?sessionId=${sessionId}&productId=P1001&orderId=${orderId}${extra}`,
    ),
    bindings,
  );
  const html = await response.text();
  const data = /<script type="application\/json" id="loan-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return { response, html, render: response.headers.get('x-loan-render') ?? '', data };
}

/** Every script element of a page: CSP `script-src 'self'` allows files of its own origin and data blocks only. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes).filter((a) => !/\bsrc=/.test(a));

describe('the edge renderer on Node', () => {
  it("renders the order with its answer inlined, as one borrower's page that no cache keeps", async () => {
    const { response, html, render, data } = await orderPage('ORD174D');
    expect(render).toBe('rendered');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('Partially repaid');
    expect(JSON.parse(data ?? 'null')).toMatchObject({ data: expect.anything() });
    expect(html).toContain('id="loan-rendered"');
    expect(inlineScripts(html).every((attributes) => attributes.includes('type="application/json"'))).toBe(true);
  });

  it("puts the complaint form's regulator notice, from the lender's configuration, in the first HTML", async () => {
    // The form's largest text (its LCP): waiting for hydration cost the rendered page 1.2 s.
    const response = await worker.fetch(
      new Request(
        'https://pages.lender.example/complainPageNext/?sessionId=sess-edge-2&problemType=1&problemSonType=12&orderNo=ORD174',
      ),
      env(),
    );
    const html = await response.text();
    expect(response.headers.get('x-loan-render')).toBe('rendered');
    expect(html).toContain('class="loan-complaint-regulator"');
    expect(html).toMatch(/Take your complaint to the [^<]*Securities and Exchange Commission/);
  });

  it('renders in the language the query asks for', async () => {
    const { html, render } = await orderPage('ORD174D', 'sess-edge-1', '&lang=fil');
    expect(render).toBe('rendered');
    expect(html).toMatch(/<html lang="fil">/);
    expect(html).toContain('Detalye ng order');
  });

  it.each([
    // The real budget, which a hanging answer passes however busy the machine is.
    ['an API slower than the budget', { hang: true }, /^as built: API slower than 300 ms$/],
    ['an API that fails', { status: 500 }, /^as built: API answered 500$/],
    ['an answer that is not JSON', { body: () => '<html>oops' }, /^as built: API answer is not JSON$/],
    ['an answer the page would not show', { body: () => '{"code":0,"data":[]}' }, /^as built: not rendered$/],
    ['a business failure', { body: () => '{"code":1001,"msg":"Order not found"}' }, /^as built: not rendered$/],
  ])('serves the page as built for %s: no answer in it, cacheable', async (_case, twist, outcome) => {
    twists.set('ORD-TWISTED', twist);
    const { response, html, render, data } = await orderPage('ORD-TWISTED', 'sess-edge-1', '', env(300));
    expect(render).toMatch(outcome);
    expect(data).toBeUndefined();
    expect(html).not.toContain('id="loan-rendered"');
    expect(html).toContain('id="loan-config"');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps an answer that carries markup inside its data block', async () => {
    twists.set('ORD170', {
      body: (text) => text.replace('PesoLoan Regular', 'PesoLoan</script><script>alert(1)</script>'),
    });
    const { html, render, data } = await orderPage('ORD170');
    expect(render).toBe('rendered');
    expect(data).toContain('\\u003c/script>');
    expect(inlineScripts(html).every((attributes) => attributes.includes('type="application/json"'))).toBe(true);
    expect(html).toContain('PesoLoan&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("never gives one borrower's answer to another rendering at the same time", async () => {
    // Each pair's answers arrive in the other order than they were asked, so the renders interleave.
    twists.set('ORD174D', { delayMs: 60 });
    twists.set('ORD170', { delayMs: 5 });
    // One in Filipino, one in English: the page's query (the session, its language) is a render's own too.
    const pairs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        Promise.all([orderPage('ORD174D', `sess-a-${i}`, '&lang=fil'), orderPage('ORD170', `sess-b-${i}`)]),
      ),
    );
    for (const [a, b] of pairs) {
      expect([a.render, b.render]).toEqual(['rendered', 'rendered']);
      expect(a.html).toMatch(/<html lang="fil">/);
      expect(a.html).toContain('Detalye ng order');
      expect(b.html).toMatch(/<html lang="en">/);
      expect(b.html).not.toContain('Detalye ng order');
      expect(JSON.parse(a.data!)).toEqual(JSON.parse(pairs[0][0].data!));
      expect(JSON.parse(b.data!)).toEqual(JSON.parse(pairs[0][1].data!));
      expect(JSON.parse(a.data!)).not.toEqual(JSON.parse(b.data!));
      // Each page's content is its own order's: partly repaid with an extension, against one to repay.
      expect(a.html).toMatch(/data-status="174"/);
      expect(b.html).toMatch(/data-status="170"/);
      expect(b.html).not.toMatch(/data-status="174"/);
    }
  });

  it("says the page was updated when the API answered, by the API's clock, not the edge's", async () => {
    // A backend whose clock is a day behind this machine's.
    const stated = new Date(Date.now() - 86_400_000);
    stated.setUTCMilliseconds(0);
    twists.set('ORD170', { date: stated.toUTCString() });
    const { html, render } = await orderPage('ORD170', 'sess-dated');
    expect(render).toBe('rendered');
    const note = /<script type="application\/json" id="loan-rendered"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(note ?? '{}').answeredAt).toBe(stated.getTime());
  });

  it('sends the first request as the page would: its query and session, to the API', async () => {
    asked.length = 0;
    await orderPage('ORD174D', 'sess-asked');
    expect(asked).toHaveLength(1);
    const [query] = asked.map((search) => new URLSearchParams(search));
    expect([query.get('sessionId'), query.get('orderId')]).toEqual(['sess-asked', 'ORD174D']);
  });

  it('leaves every other path to the static files, a static page in the language asked for, under the CSP', async () => {
    const other = new Request('https://pages.lender.example/Loan/?lang=tl');
    expect((await worker.fetch(other, env())).status).toBe(404);
    const files: Record<string, string> = { '/Loan/': 'English', '/Loan/index.fil.html': 'Filipino', '/x.js': 'code' };
    const assets = {
      fetch: async (request: Request) => {
        const body = files[new URL(request.url).pathname];
        if (body === undefined) return new Response('Not found', { status: 404 });
        return new Response(body, { headers: { 'content-type': body === 'code' ? 'text/javascript' : 'text/html' } });
      },
    };
    const page = await worker.fetch(other, { ...env(), ASSETS: assets });
    expect(await page.text()).toBe('Filipino');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const unknown = await worker.fetch(new Request('https://pages.lender.example/Loan/?lang=xx'), {
      ...env(),
      ASSETS: assets,
    });
    expect(await unknown.text()).toBe('English');
    // As the kit reads a device's code: fil-PH is Filipino too.
    const device = await worker.fetch(new Request('https://pages.lender.example/Loan/?lang=fil-PH'), {
      ...env(),
      ASSETS: assets,
    });
    expect(await device.text()).toBe('Filipino');
    const script = await worker.fetch(new Request('https://pages.lender.example/x.js'), { ...env(), ASSETS: assets });
    expect(script.headers.get('content-security-policy')).toBeNull();
  });
});
