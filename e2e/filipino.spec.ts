import { messages, translations } from '../packages/kit/src/i18n/catalog';
import type { MessageEntry } from '../packages/kit/src/i18n/define';
import { messagePattern } from '../packages/kit/src/testing/catalog-text';
import { loadPageCatalog } from '../packages/pages/src/shell/catalog';
import type { Page } from '@playwright/test';
import { builtPages } from './built-site';
import { describeLayout, expect, LAYOUT_PHONES, test } from './fixtures';
import { statesOf } from './fixture-states';
import { expectFiguresWhole, expectWordsWhole } from './page-checks';
import { smallForms } from './small-forms';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

/**
 * Every page in Filipino (`lang=fil`), in each of its fixture states, on the narrowest phone: no English text of ours
 * on screen or in an accessible name, the document in `fil`, nothing wider than the phone (Filipino runs longer), on
 * an interactive page no figure split over lines and no button wrapped with room, and in its first state every
 * control's words whole at 320 and 390 px.
 * "English of ours" is every catalog text whose Filipino is different: "E-wallet" and "Pay code" are what
 * Filipino borrowers say, and the server's own data (product names, a complaint's words) is not ours.
 */
const { pageMessages, pageTranslations } = await loadPageCatalog();
const filipino: Readonly<Record<string, string>> = { ...translations.fil, ...pageTranslations.fil };
const englishOnly = Object.entries<MessageEntry>({ ...messages, ...pageMessages })
  .map(([key, entry]) => ({ key, text: entry.en ?? entry.source }))
  .filter(({ key, text }) => filipino[key] !== text && /[a-z]{2}/i.test(text.replace(/\{\w+\}/g, '')))
  .map(({ key, text }) => ({ key, english: messagePattern(text), filipino: messagePattern(filipino[key]) }));

/** Our English among the texts: each that reads as a catalog text in English and not as its Filipino. */
const englishIn = (texts: string[]) =>
  texts.flatMap((text) =>
    englishOnly
      .filter((entry) => entry.english.test(text) && !entry.filipino.test(text))
      .map(({ key }) => `${key}: ${JSON.stringify(text)}`),
  );

/** Every text the page shows or names: its text, accessible names, placeholders, and the document's title. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], #loan-boot-fallback')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) texts.push(element.getAttribute(name) ?? '');
    return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
  });
}

/** Opens the page in a fixture state in Filipino and waits for its data; says where, for the messages. */
async function openInFilipino(
  page: Page,
  baseURL: string | undefined,
  built: (typeof builtPages)[number],
  state: Record<string, string>,
): Promise<string> {
  const url = new URL(exampleUrl(baseURL, built));
  for (const [name, value] of Object.entries({ ...state, lang: 'fil' })) url.searchParams.set(name, value);
  await page.goto(url.href);
  if (!built.static) {
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  }
  return `${built.url} ${JSON.stringify(state)}`;
}

/**
 * Whether anything widens the page past the phone. Against the phone's width, not `innerWidth`: an emulated phone
 * zooms out to what overflows, as a real one does, and `innerWidth` grows with it.
 */
const widerThanThePhone = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) > page.viewportSize()!.width;

test.describe('Filipino', () => {
  // A failing call in the error state is logged by the browser.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  // One load per state, at 320 px, the narrowest phone (ADR 0090): Filipino runs longer, and what fits at 320 fits
  // wider (the English layout checks still run at 390). Which words show does not depend on the width.
  describeLayout(
    'layout',
    () => {
      for (const built of builtPages) {
        test(`${built.url} (${built.route}) shows no English of ours and keeps its figures whole`, async ({
          page,
          baseURL,
        }) => {
          // The server's words are the server's: whatever its answers say may show as they are.
          const serverText = new Set<string>();
          const collect = (value: unknown): void => {
            if (typeof value === 'string') serverText.add(value.trim());
            else if (value && typeof value === 'object') Object.values(value).forEach(collect);
          };
          page.on('response', async (response) => {
            if (!/\/(planes|gopia|api)\//.test(new URL(response.url()).pathname)) return;
            collect(await response.json().catch(() => undefined));
          });
          const states = statesOf(built);
          test.setTimeout(6_000 * states.length + 10_000);
          for (const state of states) {
            const where = await openInFilipino(page, baseURL, built, state);
            await expect(page.locator('html'), where).toHaveAttribute('lang', 'fil');
            // A part's strings arrive with it (a dialog's, the content's): the English of one may show for a moment.
            await expect
              .poll(async () => englishIn((await shownTexts(page)).filter((text) => !serverText.has(text))), {
                message: where,
                timeout: 3_000,
              })
              .toEqual([]);
            expect.soft(await widerThanThePhone(page), `${where} is wider than the phone`).toBe(false);
            if (state === states[0]) await expectWordsWhole(page, where);
            if (built.static) continue;
            // No figure splits over lines and no button wraps with room beside it.
            await expect(page.locator('html')).toHaveAttribute('data-loan-content', '');
            expectFiguresWhole(await page.evaluate(smallForms), where);
          }
        });
      }
    },
    [LAYOUT_PHONES.narrowest],
  );
});
