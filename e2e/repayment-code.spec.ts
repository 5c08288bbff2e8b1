import type { Page } from '@playwright/test';
import { expect, pageUrl, test } from './fixtures';
import { DATES } from './clock';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('repayment code pages', { tag: DATES }, () => {
  test('showType 1: the code with Copy, through the Clipboard API or without it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pageUrl('/repaymentOfCode/', { showType: '1', payCode: 'DP1234567890', repayAmount: '545000' }));
    await expect(page.getByText('₱5,450.00')).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DP1234567890');
    // And the amount, as a wallet's amount field takes it.
    await page.getByRole('button', { name: 'Copy amount' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('5450.00');
    // An old webview without the Clipboard API falls back to execCommand.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page, 'Copied')).toHaveCount(1);
  });
});

test.describe('repayment code from a link the server built', { tag: DATES }, () => {
  test('a QR-only code (no payCode) shows the QR and its amount, not "no code"', async ({ page }) => {
    await page.goto(
      pageUrl('/repaymentOfCode/', { showType: '2', payCodeImg: '/mock-assets/qr-DP1.svg', repayAmount: '545000' }),
    );
    await expect(page.getByRole('img', { name: 'Pay code' })).toHaveAttribute('src', /\/mock-assets\/qr-DP1\.svg$/);
    await expect(page.getByText('₱5,450.00')).toBeVisible();
    await expect(page.getByText(/no repayment code/i)).toHaveCount(0);
  });

  test('neither a code nor a QR: says the link has no code, and Back returns to the app', async ({
    page,
    iosBridge,
  }) => {
    await page.goto(pageUrl('/repaymentOfCode/', { showType: '2', repayAmount: '545000' }));
    await expect(page.getByText('This link has no repayment code.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(async () => (await iosBridge.calls()).map((call) => call.action)).toEqual(['closeWebview']);
  });

  test('a QR with its code: the code under the QR, to key in or copy', async ({ page }) => {
    await page.goto(
      pageUrl('/repaymentOfCode/', {
        showType: '2',
        payCode: 'DP1234567890',
        payCodeImg: '/mock-assets/qr-DP1.svg',
        repayAmount: '545000',
      }),
    );
    await expect(page.getByRole('img', { name: 'Pay code: DP1234567890' })).toBeVisible();
    await expect(page.getByText('DP1234567890', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  });

  for (const repayAmount of ['NaN', 'null', '1e309', '-5', '12abc']) {
    test(`an amount of "${repayAmount}" is left out, the code still shows`, async ({ page }) => {
      await page.goto(pageUrl('/repaymentOfCode/', { showType: '1', payCode: 'DP1234567890', repayAmount }));
      await expect(page.getByText('DP1234567890')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Repayment amount' })).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText(/NaN|null|1e309|Infinity/);
    });
  }
});
