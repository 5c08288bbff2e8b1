import type { Page } from '@playwright/test';
import { describeLayout, expect, pageUrl, test } from './fixtures';
import { textOf } from '@loan-webview/kit/testing';

const PATH = '/legacyRepayment/';

async function openStore(page: Page, extra: Record<string, string> = {}) {
  await page.goto(pageUrl(PATH, { orderId: 'ORD174', amount: '345000', ...extra }));
  await expect(page.getByRole('heading', { name: 'Repay by bank card' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeVisible();
}

/** An order no other test repays: the store remembers a repayment being posted. */
const ownOrder = (testId: string) => `ORD174-${testId}`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('legacy repayment store (/legacyRepayment)', () => {
  test('shows the amount and the cards; a card must be chosen before a code is sent', async ({ page }) => {
    await openStore(page);
    await expect(page.getByText('₱3,450.00')).toBeVisible();
    await expect(page.getByRole('radio', { name: /BPI •••• 9876/ })).toBeVisible();
    const commits: string[] = [];
    page.on('request', (r) => r.url().includes('repayment-commit') && commits.push(r.url()));
    await page.getByRole('button', { name: 'Get verification code' }).click();
    // Said beside the cards, not in a toast over Confirm (issue 59.1).
    await expect(page.getByRole('radiogroup', { name: 'Pay with' })).toHaveAccessibleDescription(
      'Please choose a bank card first!',
    );
    await expect(toast(page, 'Please choose a bank card first!')).toHaveCount(0);
    expect(commits).toEqual([]);
  });

  test('get code: commit, then huichao sends the code; a 60 s countdown survives a reload and a second tap is refused', async ({
    page,
  }) => {
    await openStore(page);
    await page.getByRole('radio', { name: /BDO Unibank/ }).check();
    const calls: string[] = [];
    page.on('request', (r) => {
      const name = /repayment-(commit|huichao|confirm)/.exec(r.url())?.[1];
      if (name) calls.push(name);
    });
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('button', { name: /Resend in (59|60) seconds/ })).toBeVisible();
    expect(calls).toEqual(['commit', 'huichao']);
    // aria-disabled, not disabled: a tap still reaches it, and is told to wait.
    await page.getByRole('button', { name: /Resend in/ }).click({ force: true });
    await expect(toast(page, 'Please wait before requesting another code')).toBeVisible();
    expect(calls).toEqual(['commit', 'huichao']);
    await page.reload();
    await expect(page.getByRole('button', { name: /Resend in (5\d|60) seconds/ })).toBeVisible();
  });

  test('confirm: a short code is refused, a wrong one kept for another try, the right one submitted once', async ({
    page,
  }, info) => {
    // An order of this test's own: once repaid, the store refuses a second repayment of it (issue 69).
    await openStore(page, { orderId: ownOrder(info.testId) });
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill('12345');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(code).toHaveAccessibleDescription('Please enter a correct verification code');
    await code.fill('654321');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(page.getByRole('alert')).toContainText('Verification code is wrong');
    await expect(code).toHaveValue('654321');
    await code.fill('123456');
    const confirms: string[] = [];
    page.on('request', (r) => r.url().includes('repayment-confirm') && confirms.push(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Confirm repayment' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByRole('heading', { name: 'Your repayment was submitted' })).toBeVisible();
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toContain('verifyCode=123456');
    expect(confirms[0]).toContain('orderId=ORD174');
    // A receipt, not an empty picture; it stays through a reload (issue 59.1).
    const receipt = page.locator('.loan-legacy__receipt');
    const reference = /repaymentRecordId=([^&]+)/.exec(confirms[0])![1];
    for (const shown of ['Paid, being posted', '₱3,450.00', 'Pay with', /BPI •••• 9876/, 'Submitted', reference]) {
      await expect(receipt.getByText(shown, { exact: true }).first()).toBeVisible();
    }
    await page.reload();
    await expect(receipt.getByText(reference)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm repayment' })).toHaveCount(0);
  });

  test('a repayment confirmed twice says not to submit it twice', async ({ page }, info) => {
    const orderId = ownOrder(info.testId);
    await openStore(page, { orderId });
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(page.getByRole('button', { name: /Resend in/ })).toBeVisible();
    const record = await page.evaluate(() => sessionStorage.getItem('loan:legacyRepayment'));
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(page.getByRole('heading', { name: 'Your repayment was submitted' })).toBeVisible();
    // The same record again, as a page that lost its receipt and confirmed once more would send it.
    await page.evaluate((saved) => {
      sessionStorage.setItem('loan:legacyRepayment', saved!);
      sessionStorage.removeItem('loan:legacyReceipt');
    }, record);
    await openStore(page, { orderId });
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(page.getByRole('alert')).toContainText('This repayment request has already been submitted');
  });

  test('reopened on another phone after paying: the repayment being posted is said before a second can start', async ({
    page,
    browser,
  }, info) => {
    const orderId = ownOrder(info.testId);
    await openStore(page, { orderId });
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(page.getByRole('heading', { name: 'Your repayment was submitted' })).toBeVisible();
    // Another phone: nothing of it stored there.
    const other = await browser.newContext({ baseURL: info.project.use.baseURL });
    const again = await other.newPage();
    const codes: string[] = [];
    again.on('request', (request) => request.url().includes('repayment-huichao') && codes.push(request.url()));
    await openStore(again, { orderId });
    await again.getByRole('radio', { name: /BDO/ }).check();
    await again.getByRole('button', { name: 'Get verification code' }).click();
    await expect(again.getByRole('alert')).toContainText('A repayment of this loan is already being processed');
    // No code sent for a second payment.
    expect(codes).toEqual([]);
    await other.close();
  });

  test('a refused card list says so with Retry', async ({ page }) => {
    await page.goto(pageUrl(PATH, { orderId: 'ORD174', mock: 'fail:repaymentWay' }));
    await expect(page.getByRole('alert')).toContainText('The service is busy');
    await expect(page.getByRole('button', { name: textOf('common.retry') })).toBeVisible();
  });
});

describeLayout('legacy repayment layout', () => {
  test('fits the phone with 44 px controls', async ({ page }) => {
    await openStore(page);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const heights = await page
      .locator('main button, main input[type=text], main .loan-legacy__cards .loan-page__choice')
      .evaluateAll((controls) => controls.map((c) => c.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});
