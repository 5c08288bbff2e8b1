import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, pageUrl, test, withConfig } from './fixtures';

/**
 * Field figures (shell/telemetry.ts): where the configuration names an endpoint, a page view sends one beacon
 * with its Web Vitals and errors when the borrower leaves it; nothing else about the borrower leaves the phone,
 * and without an endpoint (the default) the page fetches nothing for them at all.
 *
 * A beacon sent as a page unloads escapes Playwright's routing, so a collector of our own receives them, on a
 * host the configuration lists (as a lender's API host would be).
 */
interface Received {
  body: string;
  contentType: string | undefined;
}

let collector: Server;
let collectorOrigin = '';
let received: Received[] = [];
let status = 204;

test.beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.push({ body, contentType: request.headers['content-type'] });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorOrigin = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

test.beforeEach(() => {
  received = [];
  status = 204;
});

/** shell/telemetry.ts FIELD_FIGURES_MARK: the figures mark the timeline once they are gathering. */
const FIELD_FIGURES_MARK = 'loan:field-figures';

const ORDER = pageUrl('/badSpark/', { orderId: 'ORD170' });

const figuresOn = (page: Page, telemetry: Record<string, unknown> = {}) =>
  withConfig(page, {
    apiHosts: [collectorOrigin],
    telemetry: { endpoint: `${collectorOrigin}/field-figures`, ...telemetry },
  });

async function readOrder(page: Page) {
  await page.goto(ORDER);
  await expect(page.locator('.loan-status-banner')).toBeVisible();
}

/**
 * The figures load after the page, in a chunk of their own, and mark the timeline once they are gathering;
 * then the borrower taps on the order (an interaction, for INP).
 */
async function readOrderWithFigures(page: Page) {
  await readOrder(page);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIELD_FIGURES_MARK);
  await page.locator('.loan-status-banner').click();
}

test('a page view the borrower leaves reports its Web Vitals once, by route and app version only', async ({ page }) => {
  await figuresOn(page);
  await readOrderWithFigures(page);
  await page.goto('/thousandTo/');
  await expect.poll(() => received.length).toBe(1);
  const [{ body, contentType }] = received;
  // A simple request: a lender's API host gets it without a CORS preflight.
  expect(contentType).toMatch(/^text\/plain/);
  const report = JSON.parse(body);
  expect(report).toMatchObject({ route: 'loanDetailUrl', appVersion: '3.2.0', errors: [] });
  expect(report.metrics.map((metric: { name: string }) => metric.name)).toEqual(
    expect.arrayContaining(['TTFB', 'LCP']),
  );
  for (const metric of report.metrics) expect(metric).toEqual(expect.objectContaining({ value: expect.any(Number) }));
  expect(body).not.toMatch(/ORD170|sess-e2e|e2e-device|Redmi|38400000/);
});

test.describe('an error on the page', () => {
  test.use({ allowedPageErrors: [/^Unexpected answer from http/] });

  test('is reported with the figures, without the address it happened at', async ({ page }) => {
    await figuresOn(page);
    await readOrderWithFigures(page);
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error(`Unexpected answer from ${location.href}`);
      }),
    );
    await thrown;
    await page.goto('/thousandTo/');
    await expect.poll(() => received.length).toBe(1);
    const { errors } = JSON.parse(received[0].body);
    expect(errors).toEqual([
      { kind: 'error', message: expect.stringMatching(/Unexpected answer from http\S*badSpark\/$/) },
    ]);
    expect(received[0].body).not.toMatch(/ORD170|sess-e2e|orderId/);
  });
});

test.describe('a collector that fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('costs the borrower nothing: the next page opens as usual', async ({ page }) => {
    status = 500;
    await figuresOn(page);
    await readOrderWithFigures(page);
    await page.goto('/thousandTo/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => received.length).toBe(1);
  });
});

test('without an endpoint, or outside the sample, a page fetches nothing for the figures and sends nothing', async ({
  page,
}) => {
  for (const telemetry of [undefined, { endpoint: `${collectorOrigin}/field-figures`, sampleRate: 0 }]) {
    if (telemetry) await withConfig(page, { apiHosts: [collectorOrigin], telemetry });
    const chunks: string[] = [];
    page.on('response', async (response) => {
      if (/\/chunk-[\w-]+\.js$/.test(response.url())) chunks.push(await response.text().catch(() => ''));
    });
    await readOrder(page);
    // Whatever the page fetches after load (the worker, the figures' decision) has been fetched by then.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, FIELD_FIGURES_MARK)).toBe(0);
    // The field figures' chunk is the one with web-vitals in it.
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((chunk) => chunk.includes('largest-contentful-paint'))).toEqual([]);
    await page.goto('/thousandTo/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(received).toEqual([]);
});
