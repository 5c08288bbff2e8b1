import { expect, pageUrl, test } from './fixtures';
import { DATES, fixDay } from './clock';

test.describe('extension repayment (/yourPeople)', { tag: DATES }, () => {
  test('the delay amount, the choices it is one of and generate-vcode with isDelay 1', async ({ page }) => {
    await page.goto(pageUrl('/yourPeople/', { productId: 'P1001', orderId: 'ORD174D' }));
    // One title, the page's (the design review's "double title"); the sample terms: 1% of the ₱5,000 borrowed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rollover Repayment');
    await expect(page.locator('.loan-money__amount')).toHaveText('₱50.00');
    // The plan is the choices' "extend": the fee today, all she owes on the new date.
    const choices = page.getByRole('region', { name: 'Your choices, side by side' });
    await expect(choices.getByRole('figure', { name: /^Extend to .* ₱3,500\.00 in all$/ })).toBeVisible();
    const call = page.waitForRequest((r) => r.url().includes('generate-vcode'));
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    const body = new URLSearchParams((await call).postData() ?? '');
    expect(body.get('isDelay')).toBe('1');
    expect(body.get('amount')).toBe('5000');
    await page.waitForURL(/\/repaymentOfCode\//);
    // The code says what it pays: the fee, with no due date as if it paid off the loan (issue 69).
    await expect(page.locator('.loan-money__label')).toHaveText('Extension fee');
    await expect(page.locator('.loan-money__amount')).toHaveText('₱50.00');
    await expect(page.locator('.loan-money__due')).toHaveCount(0);
  });

  test.describe('a credit decision, on the books’ day', () => {
    // The days and rates count from the day the page opens: the books' day.
    test.use({ freshContext: true });
    test.beforeEach(async ({ page }) => {
      await fixDay(page);
    });

    for (const [language, words] of [
      [
        'en',
        {
          fee: 'Extension fee',
          rate: 'The fee as a monthly rate',
          perMonth: '6.45% a month',
          loanRate: 'Your loan’s effective rate with this extension',
          cost: 'What your loan will have cost in all',
          costValue: '₱600.00 on ₱5,000.00 borrowed (12.00%)',
          days: '7 more days from today (your due date has passed)',
          refused: 'This extension cannot be paid',
          pay: /^Pay ₱[\d,.]+ via /,
        },
      ],
      [
        'fil',
        {
          fee: 'Bayad sa extension',
          rate: 'Ang bayad bilang buwanang rate',
          perMonth: '6.45% kada buwan',
          loanRate: 'Effective rate ng loan mo kasama ang extension na ito',
          cost: 'Kabuuang gastos ng loan mo',
          costValue: '₱600.00 sa ₱5,000.00 na hiniram (12.00%)',
          days: '7 pang araw mula ngayon (lumipas na ang due date mo)',
          refused: 'Hindi maaaring bayaran ang extension na ito',
          pay: /^Bayaran ang ₱[\d,.]+ sa /,
        },
      ],
    ] as const) {
      test(`${language}: the fee as a rate beside the loan's, what the loan will have cost, and the one over the limit refused`, async ({
        page,
      }) => {
        const row = (label: string) =>
          page
            .locator('.loan-repayment__rollover div')
            .filter({ has: page.getByText(label, { exact: true }) })
            .locator('dd');
        // ₱50 for 7 days on the ₱3,450 still owed: (1 + 50/3,450)^(365/12/7) − 1.
        await page.goto(pageUrl('/yourPeople/', { productId: 'P1001', orderId: 'ORD174D', lang: language }));
        await expect(page.getByRole('region', { name: words.fee }).locator('.loan-money__amount')).toHaveText('₱50.00');
        await expect(row(words.rate)).toHaveText(words.perMonth);
        await expect(row(words.loanRate)).toHaveText(/^\d+\.\d\d% /);
        await expect(row(words.cost)).toHaveText(words.costValue);
        await expect(page.locator('.loan-lender')).toContainText('PesoLoan Lending Corporation');
        await expect(page.getByRole('button', { name: words.pay })).toBeEnabled();

        // Overdue: the days from today.
        await page.goto(pageUrl('/yourPeople/', { productId: 'P1001', orderId: 'ORD180D', lang: language }));
        await expect(row(words.rate)).toBeVisible();
        await expect(page.locator('.loan-repayment__rollover')).toContainText(words.days);

        // Extended 3 times already, the sample lender's most: refused, with the way to customer service.
        await page.goto(pageUrl('/yourPeople/', { productId: 'P1001', orderId: 'ORD170X', lang: language }));
        const refused = page.getByRole('region', { name: words.refused });
        await expect(refused).toContainText('PesoLoan Lending Corporation');
        await expect(refused.getByRole('link')).toHaveAttribute('href', /\/theThat\/\?/);
        await expect(page.getByRole('button', { name: words.pay })).toHaveCount(0);
      });
    }
  });
});
