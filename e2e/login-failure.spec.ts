import { expect, pageUrl, test } from './fixtures';

test.describe('login failure page (/howIs)', () => {
  test("'Sign-in failed', the message and the products; an http product opens after the apply call", async ({
    page,
  }) => {
    await page.route('https://apply.cashalo.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'ok' }),
    );
    await page.goto(pageUrl('/howIs/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('We could not verify your account');
    const apply = page.waitForRequest((request) => request.url().includes('/gopia/goya/because'));
    await page.getByRole('article').filter({ hasText: 'Cashalo' }).getByRole('button').click();
    expect(new URLSearchParams((await apply).postData() ?? '').get('productKey')).toBe('K-CASHALO');
    await page.waitForURL('https://apply.cashalo.example/ph?ref=pesoloan');
  });

  test('a non-http link goes to the native shell', async ({ page, iosBridge }) => {
    await page.goto(pageUrl('/howIs/'));
    await page.getByRole('article').filter({ hasText: 'PeraHub' }).getByRole('button').click();
    await expect.poll(async () => (await iosBridge.calls()).map((c) => c.action)).toContain('to');
  });
});
