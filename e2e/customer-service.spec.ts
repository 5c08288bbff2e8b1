import { describeLayout, expect, pageUrl, test } from './fixtures';
import { textOf } from '@loan-webview/kit/testing';

const PATH = '/theThat/';

test.describe('customer service page (/theThat)', () => {
  test('shows the prerendered page before any script runs, with no inline script', async ({ browser, request }) => {
    const html = await (await request.get(PATH)).text();
    // Code comes only from files; a JSON block (the configuration a backend template gives) is data, never run.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/json"/.test(attributes),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\.\/[^"]+\.js"/);
      expect(body.trim()).toBe('');
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pageUrl(PATH));
    await expect(page.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
    await context.close();
  });

  test('redirects the folder without its trailing slash, keeping the query', async ({ page }) => {
    await page.goto(pageUrl('/theThat'));
    expect(new URL(page.url()).pathname).toBe(PATH);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('sess-e2e-0001');
  });

  test('shows telephone and e-mail from the backend; e-mail opens a mail link', async ({ page }) => {
    await page.goto(pageUrl(PATH));
    await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible();
    const mail = page.getByRole('link', { name: 'Send an e-mail to help@pesoloan.ph' });
    await expect(mail).toHaveAttribute('href', 'mailto:help@pesoloan.ph');
  });

  test('sends the common session params with the API call', async ({ page }) => {
    const call = page.waitForRequest((req) => req.url().includes('/contact-kf-info'));
    await page.goto(pageUrl(PATH));
    const url = new URL((await call).url());
    expect(url.searchParams.get('sessionId')).toBe('sess-e2e-0001');
    expect(url.searchParams.get('deviceId')).toBe('e2e-device-0001');
    expect((await call).postData()).toBe('overall=1');
  });

  test('dials the telephone through the native bridge', async ({ page, iosBridge }) => {
    await page.goto(pageUrl(PATH));
    await page.getByRole('button', { name: 'Call 09171234567' }).click();
    expect(await iosBridge.calls()).toEqual([{ action: 'callTelephone', payload: ['09171234567'] }]);
  });

  test.describe('when the backend fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('shows a readable error and recovers with Retry', async ({ page }) => {
      let failures = 1;
      await page.route('**/contact-kf-info*', async (route) => {
        if (failures-- > 0) await route.fulfill({ status: 500, json: { code: 500, message: 'Internal server error' } });
        else await route.continue();
      });
      await page.goto(pageUrl(PATH));
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('The server could not answer. Please try again.');
      await alert.getByRole('button', { name: textOf('common.retry') }).click();
      await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('says so plainly when the network is down', async ({ page }) => {
      await page.goto(pageUrl(PATH, { mock: 'network' }));
      await expect(page.getByRole('alert')).toContainText('Network error. Check your connection and try again.');
    });
  });

  describeLayout('layout', () => {
    test('a long e-mail wraps instead of scrolling sideways', async ({ page }) => {
      await page.route('**/contact-kf-info*', (route) =>
        route.fulfill({
          json: {
            code: 0,
            data: { email: 'customer.service.department@pesoloan-philippines.com.ph', smWa: '09171234567' },
          },
        }),
      );
      await page.goto(pageUrl(PATH));
      await expect(page.getByRole('link', { name: /customer\.service\.department/ })).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });

  test.describe('the offline worker', () => {
    // The offline worker is what these check: contexts of their own, where workers may register (fixtures.ts).
    test.use({ serviceWorkersAllowed: true });

    test('registers the offline worker for its own folder', async ({ page }) => {
      await page.goto(pageUrl(PATH));
      await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible();
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe(PATH);
    });

    test.describe('offline', () => {
      // Offline, the page's own API call fails and the browser logs it.
      test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

      test('a visited page opens again without a network, and says it cannot load its data', async ({
        page,
        context,
      }) => {
        await page.goto(pageUrl(PATH));
        await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible();
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await context.setOffline(true);
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
        // The scripts came from the cache too: the page is interactive and explains the failed call.
        await expect(page.getByRole('alert')).toBeVisible();
        await expect(page.getByRole('button', { name: textOf('common.retry') })).toBeVisible();
        await context.setOffline(false);
      });
    });
  });

  test('speaks the language the shell asks for', async ({ page }) => {
    await page.goto(pageUrl(PATH, { lang: 'zh' }));
    await expect(page.getByRole('heading', { name: '客服中心' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByText('电话', { exact: true })).toBeVisible();
  });

  test('an English page downloads no other language; a Chinese one only Chinese', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(pageUrl(PATH));
    await expect(page.getByRole('heading', { name: 'Customer Service' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const english = scripts.splice(0);
    await page.goto(pageUrl(PATH, { lang: 'id' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.waitForLoadState('networkidle');
    // The language chunks are the scripts an Indonesian visit adds; an English visit has none of them.
    const added = scripts.filter((file) => !english.includes(file));
    expect(added.length).toBeGreaterThan(0);
    expect(english.filter((file) => added.includes(file))).toEqual([]);
  });
});
