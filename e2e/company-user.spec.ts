import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

test.describe('company site user page (/User)', () => {
  describeStaticPage('/User/', 'Your account');

  test('says where the account lives, with the way home', async ({ page }) => {
    await page.goto('/User/');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small loans, clear terms');
  });
});
