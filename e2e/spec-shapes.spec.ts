import type { Page } from '@playwright/test';
import { builtPages } from './built-site';
import { expect, test } from './fixtures';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

/**
 * A backend that speaks the spec, not ours: every page of the route table opened with its answers rewritten in
 * each shape the spec and ../shared/decisions.md allow (packages/mock-backend/src/shapes.ts). Where the shape
 * only changes the form, the borrower must see exactly what the default shape shows (the same dates, the same
 * items); where it drops optional parts, the page must still show its content or an empty state, never the
 * error state. Shapes that do not conflict run together to keep the pass short.
 */
/**
 * Two rewrites per page that change only the form: the first always the same, the second with the date form
 * and success code taken in turn along the route table, so every form is met by several pages (parseDate's own
 * unit tests take each form through every case).
 */
const FIRST = 'dates-ymd,lists-bare,numbers-text,code-text,unnamed-absent';
const SECOND = [
  'dates-ymdhms,lists-named,strings-number,code-00',
  'dates-s,lists-named,strings-number,code-number',
  'dates-s-text,lists-named,strings-number,code-flag',
  'dates-ms-text,lists-named,strings-number,code-00',
];
/**
 * Optional parts dropped, one way per page taken in turn (absent, null, empty): each way met by six or seven pages.
 * That a missing part never throws, whatever stands in for it, is the fuzz test's (endpoints.fuzz.test.ts).
 */
const OPTIONAL = ['optional-absent', 'optional-null', 'optional-empty'];

/** The page once its answers and the parts they show (chunks, popups) are in. */
async function settled(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html'), label).toHaveAttribute('data-loan-ready', '');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]'), label).toHaveCount(0, { timeout: 10_000 });
}

const bodyText = async (page: Page) => (await page.locator('body').innerText()).trim();

/** The page's text once it has content and stopped changing (a slow machine renders an answer late). */
async function stableText(page: Page, label: string): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const previous = last;
        last = await bodyText(page);
        return last.length > 20 && last === previous;
      },
      { message: `${label}: the page shows content and settles`, timeout: 10_000, intervals: [250] },
    )
    .toBe(true);
  return last;
}

/** When the page last loaded (`ui.updatedAt`) is the phone's clock, not the answer: a minute may turn between loads. */
const withoutLoadTime = (text: string) => text.replace(/^Updated .*$/gm, 'Updated …');

/** `YYYY-MM-DD` carries no time of day: a moment then shows midnight (`12:00 AM`), and only the date is compared. */
const withoutTimes = (text: string) =>
  text.replace(/\b\d{2}:\d{2}:\d{2}\b/g, '--:--:--').replace(/\b\d{1,2}:\d{2} [AP]M\b/g, '--:--');

test.describe('a backend that speaks the spec', () => {
  for (const [index, built] of builtPages.filter((page) => !page.static).entries()) {
    const sameContent = [FIRST, SECOND[index % SECOND.length]];
    const optional = OPTIONAL[index % OPTIONAL.length];
    test(`${built.url} (${built.route}): ${sameContent[1]}, ${optional}`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const url = exampleUrl(baseURL, built);
      await settled(page, url, 'default shape');
      const expected = await stableText(page, 'default shape');

      for (const shape of sameContent) {
        await page.goto(`${url}&shape=${shape}`);
        const compare = shape.startsWith('dates-ymd,') ? withoutTimes : withoutLoadTime;
        // Until the page shows it, or the poll gives up with the difference.
        await expect
          .poll(async () => compare(await bodyText(page)), { message: `shape=${shape}`, timeout: 8_000 })
          .toBe(compare(expected));
      }

      // A long string from the server in any field: the page keeps the phone's width.
      await page.goto(`${url}&shape=strings-long`);
      await stableText(page, 'strings-long');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'shape=strings-long: no sideways scrolling',
      ).toBeLessThanOrEqual(page.viewportSize()!.width);

      await page.goto(`${url}&shape=${optional}`);
      await expect(page.locator('[aria-busy="true"]'), optional).toHaveCount(0, { timeout: 10_000 });
      await stableText(page, `shape=${optional}`);
      await expect(page.getByRole('heading').first(), optional).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^(retry|try again)$/i }),
        `shape=${optional}: no error state`,
      ).toHaveCount(0);
    });
  }
});
