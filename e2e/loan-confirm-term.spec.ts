import { expect, pageUrl, test } from './fixtures';
import { pushesOf } from './confirm';

test.describe('term-based loan confirmation (/butWhy)', () => {
  test('the term page: choosing 365 days shows 4 instalments and pushes that term', async ({ page }) => {
    const pushes = pushesOf(page);
    await page.goto(pageUrl('/butWhy/', { productId: 'P2001' }));
    await page.getByRole('radio', { name: /365 days/ }).check();
    await expect(page.getByRole('region', { name: 'Payment plan' }).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: /^Confirm and borrow ₱/ }).click();
    await page.waitForURL(/\/badSpark\//);
    expect(pushes).toEqual([expect.objectContaining({ periods: '365', termUnit: 'days' })]);
  });

  test.describe('layout', { tag: '@layout' }, () => {
    test('fits the phone; every control is at least 44 px tall', async ({ page }) => {
      await page.goto(pageUrl('/butWhy/', { productId: 'P2001' }));
      await expect(page.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const heights = await page
        .locator('main button, main label:has(input[type=radio])')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    });
  });
});
