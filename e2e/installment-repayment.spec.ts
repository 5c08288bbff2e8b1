import type { Page } from '@playwright/test';
import { describeLayout, expect, pageUrl, test } from './fixtures';
import { textOf } from '@loan-webview/kit/testing';
import { DATES } from './clock';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('installment repayment (/odiousAnd)', { tag: DATES }, () => {
  test('amount, due date, product, every figure of the breakdown, and the rest folded', async ({ page }) => {
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
    await expect(page.getByText('Repayment amount')).toBeVisible();
    await expect(page.locator('.loan-money__amount')).toHaveText(/^₱[\d,]+\.\d\d$/);
    // The due date written for people, with the days left (issue 27.1).
    await expect(page.getByText(/^Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText(/^(\d+ days? left|Due today|Overdue by \d+ days?)$/)).toBeVisible();
    await expect(page.getByText('Principal')).toBeVisible();
    await expect(page.getByText('Late charge')).toBeVisible();
    await expect(page.getByText('Order number')).toHaveCount(0);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByText('Order number')).toBeVisible();
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText('Order number')).toHaveCount(0);
  });

  for (const [language, words] of [
    ['en', { settled: 'This loan is repaid: there is nothing to pay.', see: 'See my loan' }],
    ['fil', { settled: 'Bayad na ang loan na ito: wala kang babayaran.', see: 'Tingnan ang aking loan' }],
  ] as const) {
    test(`${language}: a repaid loan asks for nothing, on the repayment and the extension page alike`, async ({
      page,
    }) => {
      for (const path of ['/odiousAnd/', '/yourPeople/']) {
        await page.goto(pageUrl(path, { productId: 'P1001', orderId: 'ORD200', lang: language }));
        const money = page.locator('.loan-money');
        await expect(money).toContainText(words.settled);
        await expect(money.locator('.loan-money__countdown')).toHaveCount(0);
        await expect(page.getByRole('link', { name: words.see })).toHaveAttribute(
          'href',
          /\/badSpark\/.*orderId=ORD200/,
        );
        await expect(page.getByRole('button', { name: /₱/ })).toHaveCount(0);
        await expect(page.locator('.loan-pay-code')).toHaveCount(0);
      }
    });
  }

  test('from an order that can be extended: paying today beside extending, and the way to extend', async ({ page }) => {
    await page.goto(pageUrl('/badSpark/', { productId: 'P1001', orderId: 'ORD174D' }));
    await page.getByRole('button', { name: 'Repay now' }).click();
    await page.waitForURL((url) => url.pathname === '/odiousAnd/' && url.searchParams.get('isDelay') === '1');
    const choices = page.getByRole('region', { name: 'Your choices, side by side' });
    await expect(choices.getByRole('figure', { name: /^Extend to .* ₱3,500\.00 in all$/ })).toBeVisible();
    await choices.getByRole('link', { name: 'Extend instead' }).click();
    await page.waitForURL((url) => url.pathname === '/yourPeople/' && url.searchParams.get('orderId') === 'ORD174D');
  });

  test('Pay now, the one action, stays on screen while the details scroll (issue 27.5)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 480 });
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
    await page.getByRole('button', { name: 'More' }).click();
    const button = page.getByRole('button', { name: /^Pay ₱/ });
    const onScreen = async () => {
      const box = (await button.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 480;
    };
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(480);
    expect(await onScreen(), 'on arrival').toBe(true);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await onScreen(), 'after a scroll').toBe(true);
  });

  test('the chosen channel reaches generate-vcode once for a double tap, then the code page shows the QR and how to pay there', async ({
    page,
  }) => {
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
    const methods = page.getByRole('group', { name: 'Payment method' });
    // The answer's code is Dragonpay's: that channel starts chosen, with its code (ADR 0076).
    await expect(methods.getByRole('radio', { name: 'Dragonpay (bank transfer)' })).toBeChecked();
    await expect(page.getByText('DP7777777174')).toBeVisible();
    // Each channel with its logo, on the page (issue 47.6).
    await expect(methods.locator('img')).toHaveCount(4);
    await methods.getByText('7-Eleven').click();
    await expect(methods.getByRole('radio', { name: '7-Eleven' })).toBeChecked();
    // Never another channel's code beside the chosen one.
    await expect(page.getByText('DP7777777174')).toHaveCount(0);
    await expect(page.getByText('Tap Pay to get your 7-Eleven code and how to pay with it.')).toBeVisible();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('generate-vcode') && calls.push(r.postData() ?? ''));
    await page.getByRole('button', { name: /^Pay ₱/ }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(/\/repaymentOfCode\//);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]))).toMatchObject({
      channelNumber: '3002',
      isDelay: '0',
      orderId: 'ORD174',
      productId: 'P1001',
    });
    await expect(page.getByRole('img', { name: /Pay code: DP/ })).toBeVisible();
    await expect(page.getByText('Scan')).toBeVisible();
    // How to pay: the channel the borrower chose, and the server's steps (issue 27.7).
    await expect(page.getByRole('heading', { name: 'Pay with 7-Eleven' })).toBeVisible();
    await expect(page.locator('.loan-pay-steps__steps li').first()).toBeVisible();
    // Its steps only: never GCash's under "Pay with 7-Eleven" (issue 69).
    await expect(page.locator('.loan-pay-steps__name')).toHaveText(['7-Eleven']);
  });

  test('a hostile payUrl is refused', async ({ page }) => {
    await page.route('**/loan-details/generate-vcode*', (route) =>
      route.fulfill({ json: { code: 0, data: { payUrl: 'javascript:alert(document.cookie)' } } }),
    );
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await expect(toast(page, 'This link cannot be opened')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/odiousAnd/');
  });

  test('a refused pay shows the server message; an unknown order offers no Retry', async ({ page }) => {
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174', mock: 'fail:generatePayCode' }));
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await expect(toast(page, 'The service is busy, please try again later')).toBeVisible();
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'NOPE' }));
    await expect(page.getByRole('alert')).toContainText('Order NOPE was not found');
    // Retry cannot find an order that does not exist (a failing server still gets it: loan-detail.spec).
    await expect(page.getByRole('button', { name: textOf('common.retry') })).toHaveCount(0);
  });
});

describeLayout('repayment pages layout', () => {
  for (const path of ['/odiousAnd/', '/yourPeople/']) {
    test(`${path} fits the phone with 44 px controls`, async ({ page }) => {
      await page.goto(pageUrl(path, { productId: 'P1001', orderId: 'ORD174D' }));
      await expect(page.getByRole('button', { name: /^Pay ₱/ })).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const heights = await page
        .locator('main button')
        .evaluateAll((controls) => controls.map((c) => c.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    });
  }
});
