import type { Locator, Page } from '@playwright/test';
import { EDGE_ORIGIN, expect, pageUrl, test } from './fixtures';

/**
 * What she types before the page is ready ends as she typed it (issue 80). A phone six times slower than this machine
 * (CDP's CPU throttling): she types as soon as the field shows, while the page's script loads and hydrates, and goes
 * on typing through it. One test per kind of field (one the page fills in, grouped digits, free text), on the page as
 * built and, where the edge renderer puts the field in the first HTML, as it serves it.
 */

/** Until React has taken the field over and the page's first effects have run: whatever would undo her typing has. */
async function hydrated(page: Page, field: Locator): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
  await expect
    .poll(() => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

test.describe('typing before the page is ready, on a slow phone', () => {
  // A context of its own: the throttling belongs to the page and would slow the worker's next tests.
  test.use({ freshContext: true });
  // Not on a clock moved by faketime (the whole suite on another day): there the throttled pages never became
  // ready within a test's time, in all five tests of one run. Typing is not about the day; the real clock's run
  // checks it.
  test.skip(!!process.env.FAKETIME, 'CPU throttling under faketime');
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  });

  test('a field the page fills in: she selects it and types over it, and what she typed is what it holds', async ({
    page,
  }) => {
    // The query names the device; the prerendered field is empty until the page reads it.
    await page.goto(pageUrl('/testPreview/', { deviceName: 'iPhone' }), { waitUntil: 'commit' });
    const field = page.getByLabel('deviceName');
    await field.click();
    await field.selectText();
    await field.pressSequentially('Pixel-8');
    await hydrated(page, field);
    await expect(field).toHaveValue('Pixel-8');
  });

  for (const [served, origin] of [
    ['as built', ''],
    ['at the edge', EDGE_ORIGIN],
  ] as const) {
    test(`grouped digits, ${served}: an account number typed as the form shows is whole, in fours`, async ({
      page,
    }) => {
      await page.goto(`${origin}${pageUrl('/theyAnd/', { product_id: 'P1001' })}`, { waitUntil: 'commit' });
      const field = page.getByRole('textbox', { name: 'Account number' });
      await field.pressSequentially('12345678901234567890');
      await hydrated(page, field);
      await expect(field).toHaveValue('1234 5678 9012 3456 789');
    });

    test(`free text, ${served}: a complaint typed as the form shows is whole`, async ({ page }) => {
      const words = 'They called me at 11 pm, three times.';
      await page.goto(
        `${origin}${pageUrl('/complainPageNext/', { orderNo: 'ORD174', problemType: '1', problemSonType: '12' })}`,
        { waitUntil: 'commit' },
      );
      const field = page.getByRole('textbox', { name: 'Problem description' });
      await field.pressSequentially(words);
      await hydrated(page, field);
      await expect(field).toHaveValue(words);
    });
  }
});
