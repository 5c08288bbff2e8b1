import { builtPages, renderedByTheEdge } from './built-site';
import { expect, test } from './fixtures';
import { statesOf } from './fixture-states';
import { expectSoundPage, expectWordsWhole } from './page-checks';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

/**
 * The every-page checks of e2e/page-checks.ts (axe, the phone's width, the small forms, finished text, and in the
 * first state words whole in controls at 320 and 390 px) on the pages
 * the edge renderer's walk does not load: the static pages in each of their languages, and the interactive pages
 * without a first request, in each fixture state (the error and empty switches). The data pages are checked on the
 * edge renderer's walk, on its load of each state as built (ADR 0090: one load per page and state).
 */
const notOnTheEdgeWalk = builtPages.filter((built) => !renderedByTheEdge(built));

// The two walks split the pages by the manifest's first requests: were they lost, the edge walk would check nothing.
test('the manifest names the data pages’ first requests: the edge walk has pages to check, this walk the rest', () => {
  expect(notOnTheEdgeWalk.length).toBeGreaterThan(0);
  expect(notOnTheEdgeWalk.length).toBeLessThan(builtPages.length);
});

test.describe('accessibility (axe)', () => {
  // A failing call in the error state is logged by the browser.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  for (const built of notOnTheEdgeWalk) {
    test(`${built.url} (${built.route}) in every fixture state`, async ({ page, baseURL }) => {
      const states = statesOf(built, ['zh', 'id', 'fil']);
      // One page load and one axe run per state.
      test.setTimeout(6_000 * states.length + 10_000);
      for (const state of states) {
        const url = new URL(exampleUrl(baseURL, built));
        for (const [name, value] of Object.entries(state)) url.searchParams.set(name, value);
        await page.goto(url.href);
        if (!built.static) {
          await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
          // Every interactive page says when it has shown its content: the shell's extras wait for it.
          await expect(page.locator('html'), 'content shown').toHaveAttribute('data-loan-content', '');
        }
        const where = `${built.url} ${JSON.stringify(state)}`;
        await expectSoundPage(page, where, { english: !state.lang || state.lang === 'en' });
        if (state === states[0]) await expectWordsWhole(page, where);
      }
    });
  }
});
