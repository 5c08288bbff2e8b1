import { expect, pageUrl, resetBackend, test } from './fixtures';

test.describe('login failure page (/howIs)', () => {
  test.beforeEach(async ({ page }) => resetBackend(page));

  test("'Failed', the message and the products; an http product opens after the apply call", async ({ page }) => {
    await page.route('https://apply.cashalo.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'ok' }),
    );
    await page.goto(pageUrl('/howIs/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We could not verify your account');
    const jumps = async () => (await (await page.request.get('/__mock/state')).json()).recorded.jumps;
    await page.getByRole('article').filter({ hasText: 'Cashalo' }).getByRole('button').click();
    await expect.poll(async () => (await jumps()).at(-1)?.productKey).toBe('K-CASHALO');
  });

  test('a non-http link goes to the native shell; a disabled product does nothing', async ({ page, iosBridge }) => {
    await page.goto(pageUrl('/howIs/'));
    await page.getByRole('article').filter({ hasText: 'PeraHub' }).getByRole('button').click();
    await expect.poll(async () => (await iosBridge.calls()).map((c) => c.action)).toContain('to');
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test('a network failure offers Retry', async ({ page }) => {
      await page.goto(pageUrl('/howIs/', { mock: 'network' }));
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    });
  });
});
