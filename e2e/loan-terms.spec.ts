import { expect, test } from './fixtures';
import { describeStaticPage, expectLoanTermFigures } from './static-pages';

test.describe('loan terms and conditions (/outsideOr)', () => {
  describeStaticPage('/outsideOr/', 'Loan terms and conditions');

  test('states every figure of part 2 §9', async ({ page }) => {
    await page.goto('/outsideOr/');
    await expectLoanTermFigures(page);
  });

  test('the contents link to anchored sections', async ({ page }) => {
    await page.goto('/outsideOr/');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: '7. Late payment' }).click();
    await expect(page).toHaveURL(/#late$/);
    await expect(page.getByRole('heading', { name: '7. Late payment' })).toBeInViewport();
  });
});
