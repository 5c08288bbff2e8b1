import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

test.describe('company site about us (/About)', () => {
  describeStaticPage('/About/', 'About us');

  test('the mission, the four advantages and the support e-mail, under the current About us tab', async ({ page }) => {
    await page.goto('/About/');
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About us' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Quick approval',
      'Transparent fees',
      'Flexible repayment',
      'Safe',
    ]);
    await expect(page.getByRole('main').getByRole('link', { name: 'help@pesoloan.ph' })).toHaveAttribute(
      'href',
      'mailto:help@pesoloan.ph',
    );
  });
});
