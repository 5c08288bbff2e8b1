import { builtPages } from './built-site';
import { expect, test } from './fixtures';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

/**
 * Every control's words whole on the narrowest phone and a large one, in English and Filipino ("Kopyahi/n" was one;
 * issue 58). One reply time on every page is checked by the every-page walk (accessibility.spec.ts).
 */

/** Each word of a button or link that the layout split across lines, as `label: word`. */
const brokenWords = () =>
  [...document.querySelectorAll('button, a, [role="button"]')]
    .filter((element) => (element as HTMLElement).offsetParent !== null)
    .flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s\-/@.]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`${element.textContent!.trim()}: ${match[0]}`);
        }
      }
      return broken;
    });

// The narrowest phone and a large one, both on one load: the layout follows the viewport without a reload (the
// @layout projects would load every page once more for each width).
const WIDTHS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
];

test.describe('words whole in controls', () => {
  for (const built of builtPages) {
    test(`${built.url} (${built.route}): no control's word broken at 320 or 390 px`, async ({ page, baseURL }) => {
      for (const lang of ['en', 'fil']) {
        await page.setViewportSize(WIDTHS[0]);
        const url = new URL(exampleUrl(baseURL, built));
        url.searchParams.set('lang', lang);
        await page.goto(url.href);
        if (!built.static) await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          expect(await page.evaluate(brokenWords), `${lang} at ${size.width} px: words broken inside`).toEqual([]);
        }
      }
    });
  }
});
