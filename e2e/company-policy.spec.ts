import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

test.describe('company site privacy policy (/Policy)', () => {
  describeStaticPage('/Policy/', 'Privacy Policy');

  test('with no policy page configured, shows the built-in text instead of an empty frame', async ({ page }) => {
    await page.goto('/Policy/');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '7. Your rights' })).toBeVisible();
  });
});
