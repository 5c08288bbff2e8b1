import { test } from './fixtures';
import { describeStaticPage, expectLoanTermFigures } from './static-pages';

test.describe('company site loan terms (/Loan)', () => {
  describeStaticPage('/Loan/', 'Loan terms and conditions');

  test('states every figure of part 2 §9', async ({ page }) => {
    await page.goto('/Loan/');
    await expectLoanTermFigures(page);
  });
});
