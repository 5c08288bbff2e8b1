import type { Page } from '@playwright/test';
import { bridgeRecorder, expect, installAndroidBridge, installIosBridge, pageUrl, test, withConfig } from './fixtures';

/**
 * The native shell's actions a page calls at its own moments (docs/adr/0051-native-actions.md), on a fake iOS
 * shell (webkit.messageHandlers) and a fake Android one (window.AndroidBridge), as the native team wires them.
 */
const SHELLS = { ios: installIosBridge, android: installAndroidBridge };

/** The actions the page posted to the fake shell, in order (the funnel's aside). */
const actions = async (page: Page) => (await bridgeRecorder(page).calls()).map((call) => call.action);

for (const host of ['ios', 'android'] as const) {
  test.describe(`native actions on ${host}`, () => {
    test.beforeEach(({ page }) => SHELLS[host](page));

    test('the binding page says startBank when it opens and endBank once when it ends', async ({ page }) => {
      await page.goto(pageUrl('/theyAnd/', { product_id: 'P1001', mock: 'empty' }));
      await expect(page.getByRole('heading', { name: 'This form is not available right now' })).toBeVisible();
      await expect.poll(() => actions(page)).toEqual(['startBank']);
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await actions(page)).toEqual(['startBank', 'endBank', 'closeWebview']);
    });

    test('an answer the configuration names as an expired session sends the borrower to log in', async ({ page }) => {
      await withConfig(page, { sessionExpiredCodes: ['10401'] });
      await page.route('**/planes/v3/loan-details/loan-details*', (route) =>
        route.fulfill({ json: { code: 10401, message: 'Please log in again', data: null } }),
      );
      await page.goto(pageUrl('/badSpark/', { orderId: 'ORD170' }));
      await expect(page.getByText('Please log in again')).toBeVisible();
      expect(await actions(page)).toEqual(['offToLogin']);
    });

    test('the card store with no card offers the way back to the app (toHome)', async ({ page }) => {
      await page.route('**/service/loan/repayment-way*', (route) =>
        route.fulfill({ json: { success: true, code: '00', data: { alipay: '', repayToken: 'rt-1', bankCards: [] } } }),
      );
      await page.goto(pageUrl('/legacyRepayment/', { orderId: 'ORD174', amount: '545000' }));
      await expect(page.getByRole('heading', { name: 'No bank card is linked for repayment' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Link a bank card' })).toBeVisible();
      await page.getByRole('button', { name: 'Back to the app' }).click();
      await expect.poll(() => actions(page)).toEqual(['toHome']);
    });
  });
}
