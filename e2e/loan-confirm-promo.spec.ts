import { expect, pageUrl, test } from './fixtures';

test.describe('loan confirmation, variant 2 (/positiveThe)', () => {
  test('variant 2: the promo shows first and closes; the button says NewButtonMsg; the push goes to /gopia/goya', async ({
    page,
  }) => {
    const pushes: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/gopia/goya/') && pushes.push(new URL(request.url()).pathname),
    );
    await page.goto(pageUrl('/positiveThe/', { productId: 'P1001' }));
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await expect(promo).toContainText('first loan interest 50% off');
    await promo.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Agreement' }).getByRole('button', { name: 'Agree' }).click();
    await page.getByRole('button', { name: 'Get ₱5,000 now' }).click();
    await page.waitForURL(/\/badSpark\/.*from=confirm/);
    expect(pushes).toEqual(
      expect.arrayContaining(['/gopia/goya/reckon', '/gopia/goya/covenant', '/gopia/goya/pledge']),
    );
  });
});
