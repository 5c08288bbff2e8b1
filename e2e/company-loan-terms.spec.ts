import { expect, test } from './fixtures';
import { describeStaticPage, expectLoanTermFigures } from './static-pages';

test.describe('company site loan terms (/Loan)', () => {
  describeStaticPage('/Loan/', 'Loan terms and conditions');

  test('states every figure of part 2 §9', async ({ page }) => {
    await page.goto('/Loan/');
    await expectLoanTermFigures(page);
  });

  test('in Filipino, the charges (§4), early payment (§6) and venue (§13) are Filipino too', async ({ page }) => {
    await page.goto('/Loan/?lang=fil');
    const terms = page.locator('.loan-legal');
    await expect(terms).toContainText('Ang interes ay hanggang 0.099% kada araw ng halaga ng loan');
    await expect(terms).toContainText('Kapag binayaran nang maaga ang loan, ang interes ay hanggang sa araw lang');
    await expect(terms).toContainText('Isinasampa ang anumang kaso sa mga wastong hukuman ng Makati City.');
    await expect(terms).not.toContainText(/Interest is|service fee of|An extension adds|repaid early|Suits are/);
  });
});
