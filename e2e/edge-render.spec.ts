import type { Page, Request } from '@playwright/test';
import { builtPages, renderedByTheEdge } from './built-site';
import { statesOf } from './fixture-states';
import { EDGE_ORIGIN, expect, installIosBridge, pageUrl, test } from './fixtures';
import { expectSoundPage, expectWordsWhole } from './page-checks';

/**
 * The edge renderer (ADR 0084) in workerd, as `npm start` serves it: every data page in every fixture state, in
 * English and Filipino, arrives with its content in the first HTML, hydrates it without a mismatch (the fixtures'
 * guard fails a test on React's hydration errors) and without asking the server again, and ends as the same DOM
 * as the page served as built with the same answer. That load as built, one per page and state, is also where the
 * data pages get the every-page checks (e2e/page-checks.ts: axe, the phone's width, the small forms, finished text),
 * which accessibility.spec.ts makes on the other pages (ADR 0090).
 */
const dataPages = builtPages.filter(renderedByTheEdge);

/** The page's DOM in a form both modes share: attributes sorted, React's generated ids numbered by first use. */
function settledDom(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ids = new Map<string, string>();
    const numbered = (value: string) =>
      value.replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
        if (!ids.has(id)) ids.set(id, `id${ids.size}`);
        return ids.get(id)!;
      });
    const out: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) out.push((node as Text).data);
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const element = node as HTMLElement;
      const attributes = [...element.attributes]
        // Radix's tab panel holds its mount animation back with an inline style until it renders again.
        .map((a) => [
          a.name,
          a.name === 'style' ? element.style.cssText.replace('animation-duration: 0s;', '') : numbered(a.value),
        ])
        .filter(([name, value]) => !(name === 'style' && !value.trim()))
        .sort(([a], [b]) => a.localeCompare(b));
      out.push(`<${element.localName}${attributes.map(([name, value]) => ` ${name}="${value}"`).join('')}>`);
      element.childNodes.forEach(walk);
      out.push(`</${element.localName}>`);
    };
    document.getElementById('root')!.childNodes.forEach(walk);
    // A captcha is a new one on every load (get-sid's own session): its image's query is no part of the page.
    // "Updated 5:38 AM" is the time of each load: the two loads may fall either side of a minute.
    return out
      .join('')
      .replaceAll(location.origin, '')
      .replace(/get-captcha\?[^"]*/g, 'get-captcha?')
      .replace(/\b\d{1,2}:\d{2}\s?[AP]M\b/gi, 'h:mm');
  });
}

async function open(page: Page, url: string, firstPath: string) {
  const firstCalls: string[] = [];
  const count = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === firstPath) firstCalls.push(request.url());
  };
  // The scripts on their way: a part the content loads as it arrives (the order page's popups) shows when its chunk
  // is in, after the content says it is shown, and the DOM is read once it has.
  const loading = new Set<Request>();
  const started = (request: Request) => {
    if (request.resourceType() === 'script') loading.add(request);
  };
  const ended = (request: Request) => loading.delete(request);
  page.on('request', count);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const response = await page.goto(url);
  await expect(page.locator('html[data-loan-content]')).toBeAttached();
  // What the page fetches after its content (the promotion's captcha) has arrived too.
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => loading.size, { message: `${url}: its scripts loaded` }).toBe(0);
  const dom = await settledDom(page);
  page.off('request', count);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  return { dom, render: response?.headers()['x-loan-render'] ?? '', firstCalls };
}

test.describe('the edge renderer', () => {
  // Each page's `mock=error` state: the browser logs the failing answer it asks for itself.
  test.use({ allowedConsoleErrors: [/status of 500/] });
  for (const built of dataPages) {
    for (const lang of ['en', 'fil']) {
      test(`${built.route} in ${lang}: ${lang === 'en' ? 'every fixture state' : 'as it opens'} rendered with its data, hydrated as served as built`, async ({
        page,
      }) => {
        // Every fixture state in English; in Filipino the first, which renders every string the states share: the
        // language reaches the renderer one way whatever the data (each behaviour once, ADR 0086).
        const states = lang === 'en' ? statesOf(built) : statesOf(built).slice(0, 1);
        // Two loads and, in English, the page checks per state: the order page has fifteen.
        test.setTimeout(8_000 * states.length + 10_000);
        for (const state of states) {
          const url = pageUrl(built.url, { ...built.example, ...state, lang });
          const rendered = await open(page, `${EDGE_ORIGIN}${url}`, built.firstRequest.path);
          const failing = state.mock === 'error';
          // A fixture's answer is rendered; a failing API's page is served as built, and asks for itself.
          expect(rendered.render, JSON.stringify(state)).toMatch(failing ? /^as built/ : /^rendered$/);
          expect(rendered.firstCalls, `${JSON.stringify(state)}: asked again`).toHaveLength(failing ? 1 : 0);
          const where = `${built.url} ${JSON.stringify(state)}`;
          // Served as built already: nothing to compare it with.
          if (failing) {
            if (lang === 'en') await expectSoundPage(page, where, { english: true });
            continue;
          }
          // The page as built from the same server (its own store: other specs write complaints into the first's).
          await page.setExtraHTTPHeaders({ 'x-loan-render': 'off' });
          const standalone = await open(page, `${EDGE_ORIGIN}${url}`, built.firstRequest.path).finally(() =>
            page.setExtraHTTPHeaders({}),
          );
          expect(standalone.render, 'the other server serves the pages as built').toMatch(/^$|^as built/);
          // Served as built, a page shows its content first and its Filipino strings as they arrive.
          await expect.poll(() => settledDom(page), { message: JSON.stringify(state) }).toBe(rendered.dom);
          if (lang !== 'en') continue;
          await expectSoundPage(page, where, { english: true });
          if (state === states[0]) await expectWordsWhole(page, where);
        }
      });
    }
  }
});

/** Every page the flow opens, by how the edge served it: `path render`. */
function servedPages(page: Page): string[] {
  const served: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      served.push(`${new URL(response.url()).pathname} ${response.headers()['x-loan-render'] ?? ''}`);
    }
  });
  return served;
}

test.describe('the main flows through the edge renderer', () => {
  test.beforeEach(async ({ page }) => {
    await installIosBridge(page);
  });

  test('repay: order (170) → Repay now → a channel → Pay now → the code page', async ({ page }) => {
    const served = servedPages(page);
    await page.goto(
      `${EDGE_ORIGIN}${pageUrl('/badSpark/', { productId: 'P1001', orderId: 'ORD170', sessionId: 'edge-repay' })}`,
    );
    await page.getByRole('button', { name: 'Repay now', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/odiousAnd/');
    const code = await page
      .getByText(/^DP\d{10}$/)
      .first()
      .textContent();
    await page
      .getByRole('group', { name: 'Payment method' })
      .getByRole('radio', { name: 'Dragonpay (bank transfer)' })
      .check();
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode/');
    await expect(page.getByText(/^DP\d{10}$/).first()).toHaveText(code!);
    expect(served.slice(0, 2)).toEqual(['/badSpark/ rendered', '/odiousAnd/ rendered']);
  });

  test('a tap on a rendered button before the page has hydrated is made once it has', async ({ page }) => {
    // The page's scripts held back a second: the tap surely lands on the server's markup alone.
    await page.route(/\/badSpark\/page-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(
      `${EDGE_ORIGIN}${pageUrl('/badSpark/', { productId: 'P1001', orderId: 'ORD170', sessionId: 'edge-early-tap' })}`,
    );
    await page.getByRole('button', { name: 'Repay now', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-loan-content'))).toBe(false);
    await page.waitForURL((url) => url.pathname === '/odiousAnd/');
  });

  test('confirmation: tick → Confirm → the order', async ({ page }) => {
    const served = servedPages(page);
    await page.goto(`${EDGE_ORIGIN}${pageUrl('/theMark/', { productId: 'P2001', sessionId: 'edge-confirm' })}`);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: /^Confirm and receive ₱/ }).click();
    await page.waitForURL((url) => url.pathname === '/badSpark/');
    await expect(page.getByRole('heading', { name: 'PesoLoan Regular' })).toBeVisible();
    expect(served).toEqual(['/theMark/ rendered', '/badSpark/ rendered']);
  });

  test('complaints: the list → another tab → a complaint → its details', async ({ page }) => {
    const served = servedPages(page);
    await page.goto(`${EDGE_ORIGIN}${pageUrl('/complaintList/', { sessionId: 'edge-complaints' })}`);
    await page.getByRole('tab', { name: 'Processing' }).click();
    await expect(page.getByRole('link', { name: /My GCash payment/ })).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: /An agent called me four times/ }).click();
    await page.waitForURL(/\/complainDetails\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(served).toEqual(['/complaintList/ rendered', '/complainDetails/ rendered']);
  });
});
