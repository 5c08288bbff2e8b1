import { CONTEXTS_KEPT, EDGE_ORIGIN, expect, pageUrl, test } from './fixtures';

/**
 * The kept context (e2e/kept-context.ts, ADR 0081) hands the next test a page as a new context would: one test
 * leaves everything a test can leave, the next, in the same worker and context, finds none of it.
 */
const PAGE = '/theThat/';
let keptPage: unknown;
const heardByTheFirst: string[] = [];
const MARK = 'logged in the second test';

test.describe.configure({ mode: 'serial' });

test.describe('a kept context between two tests', () => {
  // Skipped under E2E_FRESH_CONTEXT=1 or E2E_TRACE=1: every test then has a context of its own, nothing is kept.
  test.skip(!CONTEXTS_KEPT, 'every test has a context of its own');
  // Offline, the page left open may still ask for a file before the test ends.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });
  test('the first leaves init scripts, a binding, routes, listeners, storage, cookies, history, extra headers and a narrow offline tab', async ({
    page,
    context,
  }) => {
    keptPage = page;
    await page.addInitScript(() => Object.assign(window, { __leftInit: true }));
    await context.addInitScript(() => Object.assign(window, { __leftContextInit: true }));
    await page.exposeFunction('__leftBinding', () => 1);
    await page.route('**/manifest.json', (route) => route.fulfill({ body: '{"left":true}' }));
    page.on('console', (message) => heardByTheFirst.push(message.text()));
    await page.goto(pageUrl(PAGE));
    await page.goto(pageUrl(PAGE, { second: '1' }));
    await page.evaluate(() => {
      sessionStorage.setItem('left', '1');
      localStorage.setItem('left', '1');
      document.cookie = 'left=1; path=/';
      window.name = 'left';
    });
    await page.setViewportSize({ width: 200, height: 300 });
    // The header the edge walk sends for a page as built, on the page and on the context.
    await page.setExtraHTTPHeaders({ 'x-loan-render': 'off' });
    await context.setExtraHTTPHeaders({ 'x-loan-render': 'off' });
    await context.setOffline(true);
    await context.newPage();
  });

  test('the second, in the same page, finds none of it', async ({ page, context, baseURL }) => {
    expect(page, 'the same kept page').toBe(keptPage);
    expect(context.pages()).toEqual([page]);
    expect(page.viewportSize()).toEqual({ width: 360, height: 640 });
    await page.goto(pageUrl(PAGE));
    await page.evaluate((mark) => console.log(mark), MARK);
    const left = await page.evaluate(() => ({
      init: '__leftInit' in window || '__leftContextInit' in window,
      binding: '__leftBinding' in window,
      session: sessionStorage.getItem('left'),
      local: localStorage.getItem('left'),
      cookie: document.cookie,
      name: window.name,
      online: navigator.onLine,
      history: history.length,
    }));
    expect(left).toEqual({
      init: false,
      binding: false,
      session: null,
      local: null,
      cookie: '',
      name: '',
      online: true,
      // The blank page the reset left and this one: none of the first test's two loads.
      history: 2,
    });
    expect(heardByTheFirst, "the first test's listener").not.toContain(MARK);
    // No `x-loan-render: off` left: the edge renderer renders the order page with its data.
    const edge = await page.goto(`${EDGE_ORIGIN}${pageUrl('/badSpark/', { orderId: 'ORD170' })}`);
    expect(edge?.headers()['x-loan-render']).toBe('rendered');
    expect(await (await page.request.get(`${baseURL}/manifest.json`)).text()).not.toContain('"left"');
    expect(await page.evaluate(() => fetch('/manifest.json').then((r) => r.text()))).not.toContain('"left"');
  });
});
