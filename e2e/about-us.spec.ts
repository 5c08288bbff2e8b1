import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

test.describe('about us (/thousandTo)', () => {
  describeStaticPage('/thousandTo/', 'About us');

  test('the mission, the four advantages and the support e-mail, without the site frame', async ({ page }) => {
    await page.goto('/thousandTo/');
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'help@pesoloan.ph' })).toHaveAttribute(
      'href',
      'mailto:help@pesoloan.ph',
    );
    await expect(page.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
  });
});
