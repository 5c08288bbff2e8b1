import { expect, pageUrl, test } from './fixtures';
import { DATES } from './clock';

test.describe('saved repayment code (/repaymentOfCode2)', { tag: DATES }, () => {
  test('code page 2 without saved info says so with a way back; with it, shows code, total and notices', async ({
    page,
  }) => {
    await page.goto(pageUrl('/repaymentOfCode2/'));
    await expect(
      page.getByRole('heading', { name: 'There is no saved repayment code on this phone yet' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    // The way to a code: her loans, where Repay makes one.
    await page.getByRole('button', { name: 'Get a code from My loans' }).click();
    await page.waitForURL(/\/theSuch\//);
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await page.waitForURL(/\/repaymentOfCode\//);
    await page.goto(pageUrl('/repaymentOfCode2/'));
    await expect(page.getByText('Repayment amount')).toBeVisible();
    await expect(page.getByText(/^DP\d+$/).first()).toBeVisible();
    // The channel by name, and once paid, the way to the order's status.
    await expect(page.getByRole('heading', { name: 'Pay with Dragonpay (bank transfer)' })).toBeVisible();
    await page.getByRole('link', { name: 'I’ve paid: see my loan' }).click();
    await page.waitForURL((url) => url.pathname === '/badSpark/' && url.searchParams.get('orderId') === 'ORD174');
    await page.goto(pageUrl('/repaymentOfCode2/'));
    // Made through Dragonpay, for which the server gives no steps: none of another channel's (issue 69), the pictures.
    await expect(page.locator('.loan-pay-steps__name')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'How to pay, step by step with pictures' })).toBeVisible();
  });

  test('the steps of the channel chosen, and only those: 7-Eleven at a 7-Eleven counter', async ({ page }) => {
    await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
    await page.getByRole('group', { name: 'Payment method' }).getByText('7-Eleven').click();
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    await page.waitForURL(/\/repaymentOfCode\//);
    await expect(page.locator('.loan-pay-steps__name')).toHaveText(['7-Eleven']);
    await page.goto(pageUrl('/repaymentOfCode2/'));
    await expect(page.locator('.loan-pay-steps__name')).toHaveText(['7-Eleven']);
    // The pictures open on paying over the counter, by the link and when the app opens the page itself.
    await page.getByRole('link', { name: 'How to pay, step by step with pictures' }).click();
    await page.waitForURL(/\/dragonpayPaymentInstructions\/.*#otc$/);
    await page.goto(pageUrl('/dragonpayPaymentInstructions/'));
    const contents = page.getByRole('navigation');
    await expect(contents.getByRole('link', { name: /over the counter/i })).toHaveAttribute('aria-current', 'location');
    await expect(page.getByRole('heading', { name: /over the counter/i, level: 2 })).toBeInViewport();
  });

  test.describe('at the counter without a signal', () => {
    // The offline worker is what this checks: a context of its own, where workers may register (fixtures.ts).
    test.use({ serviceWorkersAllowed: true });
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] });
    test('code page 2 opens offline with the saved code and when it was saved', async ({ page, context }) => {
      await page.goto(pageUrl('/odiousAnd/', { productId: 'P1001', orderId: 'ORD174' }));
      await page.getByRole('button', { name: /^Pay ₱/ }).click();
      await page.waitForURL(/\/repaymentOfCode\//);
      await page.goto(pageUrl('/repaymentOfCode2/'));
      await expect(page.getByText('Repayment amount')).toBeVisible();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await context.setOffline(true);
      await page.reload();
      await expect(
        page.getByText(/You are offline\. This code was saved on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\./),
      ).toBeVisible();
      await expect(page.getByText(/^DP\d+$/).first()).toBeVisible();
      await context.setOffline(false);
    });
  });
});
