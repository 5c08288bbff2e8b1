import { describeLayout, expect, pageUrl, test } from './fixtures';
import { DATES } from './clock';

test.describe('order list (/theSuch)', { tag: DATES }, () => {
  test('each order opens its details with the session params', async ({ page }) => {
    await page.goto(pageUrl('/theSuch/'));
    const order = page.getByRole('link', { name: 'PesoLoan Regular · ORD174' });
    const card = page.getByRole('listitem').filter({ has: order });
    await expect(card.getByText('Partially repaid')).toHaveAttribute('data-attention', 'warning');
    // A tap anywhere on the card opens it, not only on the title.
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: box.width - 12, y: box.height - 12 } });
    await page.waitForURL(/\/badSpark\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderId')).toBe('ORD174');
    expect(url.searchParams.get('productId')).toBe('P1001');
    expect(url.searchParams.get('sessionId')).toBe('sess-e2e-0001');
    await expect(page.locator('.loan-status-banner')).toBeVisible();
  });

  test('no orders: says so', async ({ page }) => {
    await page.goto(pageUrl('/theSuch/', { mock: 'empty' }));
    await expect(page.getByText('No loans yet')).toBeVisible();
  });

  describeLayout('layout', () => {
    test('fits the phone; each order is a tap target of at least 44 px', async ({ page }) => {
      await page.goto(pageUrl('/theSuch/'));
      await expect(page.getByRole('link').first()).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Each card is the tap target of its link: its height, and its far corner hits the link.
      const cards = await page.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          // Each card on screen in turn: a second card may start below the fold of a 568 px phone.
          item.scrollIntoView({ block: 'center' });
          const box = item.getBoundingClientRect();
          const hit = document.elementFromPoint(box.right - 8, box.bottom - 8);
          return { height: box.height, hitsLink: hit?.closest('a') === item.querySelector('a') };
        }),
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toEqual({ height: expect.any(Number), hitsLink: true });
      for (const card of cards) expect(card.height).toBeGreaterThanOrEqual(44);
    });
  });
});
