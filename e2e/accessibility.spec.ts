import { createRequire } from 'node:module';
import { builtPages } from './built-site';
import { animationsSettled, expect, test } from './fixtures';
import { statesOf } from './fixture-states';
import { smallForms } from './small-forms';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

/**
 * axe in Chromium on every page of the route table, in each of its fixture states (the embedded backend's
 * order ids, products and complaints, plus the error and empty switches, and a static page's languages): no
 * serious or critical violation, no page wider than the phone, the small forms of e2e/small-forms.ts, and finished
 * text.
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * And it reads as a finished product (ADR 0068): the sample lender fills every value the pages quote, so no page
 * shows a bracketed placeholder, a note to counsel, or words of a demo or a template; and where a page states a
 * reply time, it is the configured one (issue 58). Checked here, on the loads the walk makes anyway (issue 60.1).
 */
const UNFINISHED = /\[[^\]\n]{2,}\]|\bdemo(nstration)?\b|\btemplate\b|example\.(ph|com)|lorem ipsum/gi;
const REPLY_TIME = /(?:within|in|loob ng)\s+(\w+)\s+(working days?|weekdays?|araw ng trabaho|working day)/gi;

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

test.describe('accessibility (axe)', () => {
  // A failing call in the error state is logged by the browser.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  for (const built of builtPages) {
    test(`${built.url} (${built.route}) in every fixture state`, async ({ page, baseURL }) => {
      // One page load and one axe run per state: the order page has ten.
      test.setTimeout(6_000 * statesOf(built, ['zh', 'id', 'fil']).length + 10_000);
      await page.addInitScript({ path: axePath });
      for (const state of statesOf(built, ['zh', 'id', 'fil'])) {
        const url = new URL(exampleUrl(baseURL, built));
        for (const [name, value] of Object.entries(state)) url.searchParams.set(name, value);
        await page.goto(url.href);
        if (!built.static) {
          await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
          // Every interactive page says when it has shown its content: the shell's extras wait for it.
          await expect(page.locator('html'), 'content shown').toHaveAttribute('data-loan-content', '');
        }
        // Judged at rest: a dialog still fading in has text of too little contrast, and is smaller than it will be.
        await animationsSettled(page);
        const violations = await page.evaluate(async () => {
          const { axe } = window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } };
          return (await axe.run()).violations;
        });
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, `${built.url} ${JSON.stringify(state)}`).toEqual([]);
        // And it fits the phone: nothing in any state widens the page past the viewport (issue 27.7).
        // Against the phone's width: an emulated phone zooms out to what overflows, and innerWidth grows with it.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${built.url} ${JSON.stringify(state)} is wider than the phone`).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
        // And its small things are one form: dates as people read them, targets a finger can hit (issue 59.3).
        const { isoDates, smallTargets, wrappedLabels, titleForms, splitFigures, breakdownsOff, wrappedCommits } =
          await page.evaluate(smallForms);
        expect.soft(splitFigures, `${built.url} ${JSON.stringify(state)}: a figure split over lines`).toEqual([]);
        expect
          .soft(breakdownsOff, `${built.url} ${JSON.stringify(state)}: a breakdown that does not add up`)
          .toEqual([]);
        expect.soft(wrappedCommits, `${built.url} ${JSON.stringify(state)}: a commit button on two lines`).toEqual([]);
        expect.soft(isoDates, `${built.url} ${JSON.stringify(state)} shows a date as YYYY-MM-DD`).toEqual([]);
        expect.soft(smallTargets, `${built.url} ${JSON.stringify(state)}: targets under 44 px`).toEqual([]);
        expect.soft(wrappedLabels, `${built.url} ${JSON.stringify(state)}: labels wrapped with room`).toEqual([]);
        expect
          .soft(titleForms.length, `${built.url} ${JSON.stringify(state)}: section titles in ${titleForms.join(', ')}`)
          .toBeLessThanOrEqual(1);
        // Every frame too: a page may frame the loan terms.
        const texts = await Promise.all(page.frames().map((frame) => frame.locator('body').innerText()));
        const unfinished = texts.flatMap((text) => text.match(UNFINISHED) ?? []);
        expect
          .soft(unfinished, `${built.url} ${JSON.stringify(state)}: placeholder, demo or template text`)
          .toEqual([]);
        // In English, where "working days" is said only of a reply (Filipino's "araw ng trabaho" also dates notices).
        const english = !state.lang || state.lang === 'en';
        const replyTimes = english ? texts.flatMap((text) => [...text.matchAll(REPLY_TIME)].map((m) => m[0])) : [];
        for (const time of replyTimes) expect.soft(time, `${built.url}: the reply time`).toMatch(/3 working days/);
      }
    });
  }
});
