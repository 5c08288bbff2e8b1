import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { animationsSettled, expect, LAYOUT_PHONES } from './fixtures';
import { smallForms } from './small-forms';

/**
 * What every page must be in every state it can be seen in, checked on a load a walk makes anyway (ADR 0090: one
 * load per page and state): axe finds no serious or critical violation, nothing is wider than the phone, the small
 * forms of e2e/small-forms.ts hold, and the text reads as finished. The data pages are checked this way on the
 * edge renderer's walk (edge-render.spec.ts), the others on accessibility.spec.ts's.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * And it reads as a finished product (ADR 0068): the sample lender fills every value the pages quote, so no page
 * shows a bracketed placeholder, a note to counsel, or words of a demo or a template; and where a page states a
 * reply time, it is the configured one (issue 58).
 */
const UNFINISHED = /\[[^\]\n]{2,}\]|\bdemo(nstration)?\b|\btemplate\b|example\.(ph|com)|lorem ipsum/gi;
const REPLY_TIME = /(?:within|in|loob ng)\s+(\w+)\s+(working days?|weekdays?|araw ng trabaho|working day)/gi;

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs every check on the page as it is now shown; `where` names the page and state in the messages. */
export async function expectSoundPage(page: Page, where: string, { english }: { english: boolean }): Promise<void> {
  // Judged at rest: a dialog still fading in has text of too little contrast, and is smaller than it will be.
  await animationsSettled(page);
  // Given as a script the test runs, which the pages' CSP (their own scripts only) does not govern; only on the
  // loads that are checked.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } };
    return (await axe.run()).violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
  // And it fits the phone: nothing in any state widens the page past the viewport (issue 27.7).
  // Against the phone's width: an emulated phone zooms out to what overflows, and innerWidth grows with it.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} is wider than the phone`).toBeLessThanOrEqual(page.viewportSize()!.width);
  // And its small things are one form: dates as people read them, targets a finger can hit (issue 59.3).
  const forms = await page.evaluate(smallForms);
  expectFiguresWhole(forms, where);
  const { isoDates, smallTargets, titleForms } = forms;
  expect.soft(isoDates, `${where} shows a date as YYYY-MM-DD`).toEqual([]);
  expect.soft(smallTargets, `${where}: targets under 44 px`).toEqual([]);
  expect.soft(titleForms.length, `${where}: section titles in ${titleForms.join(', ')}`).toBeLessThanOrEqual(1);
  // Every frame too: a page may frame the loan terms.
  const texts = await Promise.all(page.frames().map((frame) => frame.locator('body').innerText()));
  const unfinished = texts.flatMap((text) => text.match(UNFINISHED) ?? []);
  expect.soft(unfinished, `${where}: placeholder, demo or template text`).toEqual([]);
  // In English, where "working days" is said only of a reply (Filipino's "araw ng trabaho" also dates notices).
  const replyTimes = english ? texts.flatMap((text) => [...text.matchAll(REPLY_TIME)].map((m) => m[0])) : [];
  for (const time of replyTimes) expect.soft(time, `${where}: the reply time`).toMatch(/3 working days/);
}

/**
 * No figure split over lines, no breakdown that does not add up, no commit button on two lines and no button wrapped
 * with room beside it, in what `smallForms` measured on the page.
 */
export function expectFiguresWhole(forms: Awaited<ReturnType<typeof smallForms>>, where: string): void {
  expect.soft(forms.splitFigures, `${where}: a figure split over lines`).toEqual([]);
  expect.soft(forms.breakdownsOff, `${where}: a breakdown that does not add up`).toEqual([]);
  expect.soft(forms.wrappedCommits, `${where}: a commit button on two lines`).toEqual([]);
  expect.soft(forms.wrappedLabels, `${where}: a button wrapped with room`).toEqual([]);
}

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

/**
 * Every control's words whole on the narrowest phone and a large one ("Kopyahi/n" was one; issue 58), measured on
 * the page as loaded: the layout follows the viewport without a reload. The viewport is the phone's again after.
 * The walks call it on each page's first state, in English (the edge and accessibility walks) and Filipino.
 */
export async function expectWordsWhole(page: Page, where: string): Promise<void> {
  const phone = page.viewportSize()!;
  for (const size of Object.values(LAYOUT_PHONES)) {
    await page.setViewportSize(size);
    expect.soft(await page.evaluate(brokenWords), `${where} at ${size.width} px: words broken inside`).toEqual([]);
  }
  await page.setViewportSize(phone);
}
