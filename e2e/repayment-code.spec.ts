import type { Page } from '@playwright/test';
import { expect, pageUrl, test } from './fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('repayment code pages', () => {
  test('showType 1: the code with Copy, through the Clipboard API or without it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pageUrl('/repaymentOfCode/', { showType: '1', payCode: 'DP1234567890', repayAmount: '545000' }));
    await expect(page.getByText('₱5,450.00')).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DP1234567890');
    // An old webview without the Clipboard API falls back to execCommand.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page, 'Copied')).toHaveCount(1);
  });
});
