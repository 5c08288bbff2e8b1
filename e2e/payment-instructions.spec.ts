import type { Page } from '@playwright/test';
import { describeLayout, expect, pageUrl, test, withoutScripts } from './fixtures';
import { describeStaticPage } from './static-pages';

const PATH = '/dragonpayPaymentInstructions/';

const picture = (page: Page, name: RegExp) => page.getByRole('dialog', { name });

test.describe('payment instructions (static page)', () => {
  // The manifest entry, reading without JavaScript, the phone layout and the offline copy read at the counter.
  describeStaticPage(PATH, 'How to pay your loan');

  test('without JavaScript: every step reads, a picture enlarges on tap and back closes it', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      const base = new URL(PATH, test.info().project.use.baseURL).href;
      await page.goto(base);
      await expect(page.getByRole('heading', { level: 1, name: 'How to pay your loan' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Pay with an e-wallet (GCash, Maya)' }).getByRole('listitem'),
      ).toHaveCount(5);
      await expect(page.getByRole('region', { name: /Pay over the counter/ }).getByRole('listitem')).toHaveCount(4);
      await page.getByRole('link', { name: 'Enlarge the picture: Over the counter, step 3' }).click();
      const zoom = picture(page, /Over the counter, step 3$/);
      await expect(zoom).toBeVisible();
      await expect(zoom).toContainText('pay in cash');
      await page.goBack();
      await expect(zoom).toBeHidden();
      // Without the script, the close link works too (it targets the step).
      await page.getByRole('link', { name: 'Enlarge the picture: E-wallet, step 4' }).click();
      await picture(page, /E-wallet, step 4$/)
        .getByRole('link', { name: 'Close the picture' })
        .click();
      await expect(picture(page, /E-wallet, step 4$/)).toBeHidden();
      expect(new URL(page.url()).hash).toBe('#ewallet-step-4');
    });
  });

  test('lang= serves the prerendered language; each language file also stands alone', async ({ browser, page }) => {
    await page.goto(pageUrl(PATH, { lang: 'zh' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('如何还款');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await withoutScripts(browser, async (noJs) => {
      await noJs.goto(new URL(`${PATH}index.id.html#tips`, test.info().project.use.baseURL).href);
      await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Cara membayar pinjaman Anda');
      await expect(noJs.getByRole('heading', { level: 2, name: 'Sebelum membayar' })).toBeVisible();
    });
  });

  test('with the script, closing goes back: back afterwards does not reopen the picture', async ({ page }) => {
    await page.goto(PATH);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Enlarge the picture: E-wallet, step 2' }).click();
    const zoom = picture(page, /E-wallet, step 2$/);
    await expect(zoom).toBeVisible();
    await zoom.getByRole('link', { name: 'Close the picture' }).click();
    await expect(zoom).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    // Went back rather than forward: the picture's entry is ahead, not behind (a pushed close would add two).
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.getByRole('link', { name: 'Enlarge the picture: Over the counter, step 1' }).click();
    await expect(picture(page, /Over the counter, step 1$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picture(page, /Over the counter, step 1$/)).toBeHidden();
  });

  describeLayout('layout', () => {
    test('fits without sideways scrolling; pictures and links are at least 44 px', async ({ page }) => {
      await page.goto(PATH);
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const boxes = await page
        .locator('main a:visible')
        .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
      expect(boxes.length).toBe(12);
      for (const height of boxes) expect(height).toBeGreaterThanOrEqual(44);
      await page.getByRole('link', { name: 'Enlarge the picture: E-wallet, step 1' }).click();
      const art = picture(page, /E-wallet, step 1$/).locator('svg');
      const box = (await art.boundingBox())!;
      expect(box.width).toBeGreaterThan(width * 0.8);
    });
  });
});
