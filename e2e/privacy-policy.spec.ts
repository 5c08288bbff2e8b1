import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

test.describe('privacy policy (/ofEffects)', () => {
  describeStaticPage('/ofEffects/', 'Privacy Policy');

  test('marks itself a template and links every section from the contents', async ({ page }) => {
    await page.goto('/ofEffects/');
    await expect(page.getByRole('note')).toContainText("Template for the lender's legal counsel");
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents).toHaveCount(9);
    await contents.filter({ hasText: 'Your rights' }).click();
    await expect(page).toHaveURL(/#rights$/);
  });

  test('in Indonesian, says the English text prevails', async ({ page }) => {
    await page.goto('/ofEffects/?lang=id');
    await expect(page.getByRole('note')).toContainText('teks bahasa Inggris yang berlaku');
  });
});
