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
    await expect(page.getByRole('region', { name: 'Special offer' })).toContainText('first loan interest 50% off');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Get your ₱4,900 now' }).click();
    await page.getByRole('dialog', { name: 'Agreement' }).getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(/\/badSpark\/.*from=confirm/);
    expect(pushes).toEqual(
      expect.arrayContaining(['/gopia/goya/reckon', '/gopia/goya/covenant', '/gopia/goya/pledge']),
    );
  });
});
