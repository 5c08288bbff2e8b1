import { expect, pageUrl, test } from './fixtures';

test.describe('extension repayment (/yourPeople)', () => {
  test('the delay amount, the plan and generate-vcode with isDelay 1', async ({ page }) => {
    await page.goto(pageUrl('/yourPeople/', { productId: 'P1001', orderId: 'ORD174D' }));
    await expect(page.getByRole('heading', { name: 'Extend your due date by 7 days' })).toBeVisible();
    await expect(page.locator('.loan-money__amount')).toHaveText('₱950.00');
    await expect(page.getByRole('list', { name: 'Repayment plan' }).getByRole('listitem').first()).toBeVisible();
    const call = page.waitForRequest((r) => r.url().includes('generate-vcode'));
    await page.getByRole('button', { name: 'Pay now' }).click();
    const body = new URLSearchParams((await call).postData() ?? '');
    expect(body.get('isDelay')).toBe('1');
    expect(body.get('amount')).toBe('95000');
    // The code page opens: the test ends once the page has left, not in the middle of leaving.
    await page.waitForURL(/\/repaymentOfCode\//);
  });
});
