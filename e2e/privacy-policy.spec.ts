import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

test.describe('privacy policy (/ofEffects)', () => {
  describeStaticPage('/ofEffects/', 'Privacy Policy');

  test('quotes the lender’s own details, and links every section from the contents', async ({ page }) => {
    await page.goto('/ofEffects/');
    // The sample lender of `npm start` has completed it: no note to counsel is left.
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByText('Effective date: Nov 1, 2026.')).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents).toHaveCount(9);
    await contents.filter({ hasText: 'Your rights' }).click();
    await expect(page).toHaveURL(/#rights$/);
  });

  test('in Indonesian, says the English text prevails', async ({ page }) => {
    await page.goto('/ofEffects/?lang=id');
    await expect(page.getByRole('note')).toContainText('teks bahasa Inggris yang berlaku');
  });

  for (const [language, words] of [
    ['en', { partners: 'our partners, Bantay Insurance Agency Inc.', stop: 'Stop offers by SMS and e-mail' }],
    [
      'fil',
      { partners: 'aming mga partner, ang Bantay Insurance Agency Inc.', stop: 'Itigil ang mga alok sa SMS at e-mail' },
    ],
  ] as const) {
    test(`${language}: each optional use named, the partners too, and a way to withdraw each (NPC 2023-04)`, async ({
      page,
    }) => {
      await page.goto(`/ofEffects/?lang=${language}`);
      const basis = page.locator('#basis');
      await expect(basis).toContainText(words.partners);
      await expect(basis.getByRole('link')).toHaveCount(3);
      await expect(basis.getByRole('link', { name: words.stop })).toHaveAttribute(
        'href',
        /^mailto:help@pesoloan\.ph\?subject=Withdraw%20consent%3A%20marketing$/,
      );
    });
  }
});
