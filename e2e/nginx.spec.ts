import { builtPages, siteDir } from './built-site';
import { CSP_VIOLATION, expect, test } from './fixtures';
// @ts-expect-error plain ESM helpers shared with scripts/
import { startNginx } from '../scripts/lib/nginx.mjs';
// @ts-expect-error plain ESM helpers shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';
import { readPackageIndex, type PackageEntry } from '../scripts/lib/emulated-shell.mjs';
import { textOf } from '@loan-webview/kit/testing';

/**
 * Production serving: Debian's nginx with deploy/nginx.conf serves dist/site, the API proxied to the embedded
 * backend (the test server). Every built page works there, with the headers the native team relies on.
 */
const CSP = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

let nginx: { origin: string; brotli: boolean; stop(): Promise<void> };
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern: none.
test.beforeAll(async ({}, workerInfo) => {
  const backend = new URL(workerInfo.project.use.baseURL!).host;
  nginx = await startNginx({
    // One nginx per worker: tests of this file run in parallel.
    port: 4330 + workerInfo.workerIndex,
    siteDir,
    backend,
    // The embedded backend's fixture images and uploads sit beside the API.
    extraApiPrefixes: ['__mock', 'mock-uploads', 'mock-assets'],
  });
});
test.afterAll(() => nginx.stop());

test.describe('nginx (deploy/nginx.conf)', () => {
  test('answers with the contract: folder redirects keep the query, HTML and sw.js revalidate, assets are immutable', async ({
    request,
  }) => {
    // Every built page and its scripts, about 600 answers: a minute on a loaded two-core machine, not 20 s.
    test.setTimeout(60_000);
    const get = (url: string, headers: Record<string, string> = {}) =>
      request.get(`${nginx.origin}${url}`, { headers, maxRedirects: 0 });
    const redirect = await get('/badSpark?orderId=ORD170&sessionId=s1');
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe('/badSpark/?orderId=ORD170&sessionId=s1');

    for (const page of builtPages) {
      const html = await get(page.url, { 'accept-encoding': 'br, gzip' });
      expect(html.status(), page.url).toBe(200);
      const headers = html.headers();
      expect(headers['content-type'], page.url).toMatch(/^text\/html/);
      expect(headers['cache-control'], page.url).toBe('no-cache');
      expect(headers['content-security-policy'], page.url).toBe(CSP);
      expect(headers['x-content-type-options'], page.url).toBe('nosniff');
      expect(headers['content-encoding'], page.url).toBe(nginx.brotli ? 'br' : 'gzip');
      // A page's scripts at once, as a browser asks for them: about 600 requests in all, one after another took
      // most of the test's time on a busy machine.
      const scripts = page.files.filter((f) => f.file.endsWith('.js'));
      const assets = await Promise.all(
        scripts.map(({ file }) => get(`${page.url}${file}`, { 'accept-encoding': 'gzip' })),
      );
      scripts.forEach(({ file, bytes }, index) => {
        const headers = assets[index].headers();
        expect(headers['content-type'], file).toMatch(/javascript/);
        // Below gzip_min_length (256 B) compression costs more than it saves.
        expect(headers['content-encoding'], file).toBe(bytes >= 256 ? 'gzip' : undefined);
        expect(headers['cache-control'], file).toBe(
          file === 'sw.js' ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      });
    }
    const chinese = await get('/About/?lang=zh');
    expect(await chinese.text()).toContain('<html lang="zh"');
    expect((await get('/nowhere/')).status()).toBe(404);
  });

  test('the API goes to the backend with the page query, under its own caching', async ({ request }) => {
    const answer = await request.get(`${nginx.origin}/__mock/state`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).not.toBe('public, max-age=31536000, immutable');
    expect(await answer.json()).toEqual(expect.any(Object));
  });

  // Every page's document and scripts come through nginx with their headers (the contract test above); in the
  // browser, one page of each kind that can differ there: each API family nginx proxies (`/planes`, `/gopia`,
  // `/api`), a page that asks nothing, a static page. All 29, one by one, were 38 s of the suite (issue 60.1).
  const firstCall = new Map(
    readPackageIndex().packages.map((entry: PackageEntry) => [entry.route, entry.firstRequest?.path]),
  );
  const kindOf = (built: (typeof builtPages)[number]) =>
    built.static ? 'static' : (firstCall.get(built.route)?.split('/')[1] ?? 'asks nothing');
  const oneOfEachKind = builtPages.filter(
    (built, index) => builtPages.findIndex((other) => kindOf(other) === kindOf(built)) === index,
  );
  for (const built of oneOfEachKind) {
    test(`${built.url} works in Chromium (${built.route}, ${kindOf(built)})`, async ({ page }) => {
      await page.goto(exampleUrl(nginx.origin, built));
      // On screen, not by role: a popup the page opens with its data (the confirmation's agreement) may already
      // hide the page from assistive technology, as a modal must.
      await expect(page.locator('h1').first()).toBeVisible();
      if (!built.static) {
        await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
        // The page's data arrived through nginx: no skeleton and no error state is left.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        await expect(page.getByRole('button', { name: textOf('common.retry') })).toHaveCount(0);
      }
    });
  }

  test('the policy blocks an inline script, which the guard of every test reports', async ({ browser }) => {
    // A page of its own: the guard would fail this test for the very violation it provokes.
    const page = await browser.newPage();
    const reported: string[] = [];
    page.on('console', (message) => reported.push(message.text()));
    await page.addInitScript((label) => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`${label}: ${event.violatedDirective}`),
      );
    }, CSP_VIOLATION);
    await page.goto(`${nginx.origin}/theThat/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => reported.some((text) => text.startsWith(`${CSP_VIOLATION}: script-src`))).toBe(true);
    await page.close();
  });
});
