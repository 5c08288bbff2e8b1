import { expect, pageUrl, test } from './fixtures';

test.describe('loan confirmation, variant 2 (/positiveThe)', () => {
  test('variant 2: the offer is a notice under the figures, the button says NewButtonMsg, the push goes to /gopia/goya', async ({
    page,
  }) => {
    const pushes: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/gopia/goya/') && pushes.push(new URL(request.url()).pathname),
    );
    await page.goto(pageUrl('/positiveThe/', { productId: 'P1001' }));
    await expect(page.getByRole('region', { name: 'From the lender' })).toContainText(
      'Repay early and pay interest only to the day you repay.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Get your ₱4,900' }).click();
    await page.getByRole('dialog', { name: 'Agreement' }).getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(/\/badSpark\/.*from=confirm/);
    expect(pushes).toEqual(
      expect.arrayContaining(['/gopia/goya/reckon', '/gopia/goya/covenant', '/gopia/goya/pledge']),
    );
  });

  for (const [language, next] of [
    ['en', 'Confirm and receive ₱4,900.00'],
    ['fil', 'Kumpirmahin ang ₱4,900.00'],
  ] as const) {
    test(`${language}: a promotion naming a price no figure shows ("50% off") and a payout "now" are not shown`, async ({
      page,
    }) => {
      await page.goto(pageUrl('/positiveThe/', { productId: 'P2003', lang: language }));
      await expect(page.getByRole('button', { name: next })).toBeVisible();
      await expect(page.locator('.loan-confirm__promo')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('50%');
      await expect(page.getByRole('button', { name: 'Get your ₱4,900 now' })).toHaveCount(0);
    });
  }
});
