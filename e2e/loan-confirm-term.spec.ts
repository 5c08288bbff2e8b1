import { describeLayout, expect, pageUrl, test } from './fixtures';
import { pushesOf } from './confirm';
import { DATES } from './clock';

test.describe('term-based loan confirmation (/butWhy)', { tag: DATES }, () => {
  test('the term page: choosing 365 days shows 4 instalments with its full disclosure and pushes that term', async ({
    page,
  }) => {
    const pushes = pushesOf(page);
    await page.goto(pageUrl('/butWhy/', { productId: 'P2001' }));
    // Each term says its total before she picks it.
    await page.getByRole('radio', { name: /365 days.*₱6,095\.00 to repay/ }).check();
    // Its four instalments on the bar's timeline.
    await expect(page.getByRole('list', { name: 'Payment plan' }).getByRole('listitem')).toHaveCount(4);
    // Every term keeps its full disclosure: what she receives, its fee, its finance charge.
    await expect(page.getByRole('region', { name: 'You receive' })).toContainText('₱4,900.00');
    await expect(page.getByRole('region', { name: 'You receive' })).toContainText('₱1,195.00');
    // The lender's itemisation, one tap away.
    await page.getByText('As the lender itemises the loan').click();
    await expect(page.getByText('Service fee (deducted up front)')).toBeVisible();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Confirm and receive ₱4,900.00' }).click();
    await page.waitForURL(/\/badSpark\//);
    expect(pushes).toEqual([expect.objectContaining({ periods: '365', termUnit: 'days' })]);
  });

  describeLayout('layout', () => {
    test('fits the phone; every control is at least 44 px tall', async ({ page }) => {
      await page.goto(pageUrl('/butWhy/', { productId: 'P2001' }));
      await expect(page.getByRole('button', { name: 'Confirm and receive ₱4,900.00' })).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const heights = await page
        .locator('main button, main label:has(input[type=radio]), main label:has(input[type=checkbox])')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    });
  });
});
