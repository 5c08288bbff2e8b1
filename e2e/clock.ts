import type { Page } from '@playwright/test';
import { DAY, FIXED_DAY } from '../packages/mock-backend/src/fixtures/clock';

/**
 * The tag of the tests whose pages show dates or a stage that depends on the day (due, late, a plan, when a complaint
 * was filed): `npm test` runs them again on other days, with the machine's clock moved (scripts/another-day.mjs).
 */
export const DATES = '@dates';

/** The day the visual baselines and stories render on: Storybook's backend runs in the page, so one clock fixes both. */
export { FIXED_DAY };

/**
 * The embedded backend's day (its books' "now": 10:00 in Manila on the server's day, packages/mock-backend) with the
 * page's clock fixed to it, for a test whose figures count from the day the page opens (a rate, a plan's dates, a
 * statement's time). The server's clock is the machine's, so such a test passes on any day: it writes the dates it
 * expects from the day it is given (`writtenDate`), never as a literal (issue 80).
 */
export async function fixDay(page: Page): Promise<number> {
  const { today } = (await (await page.request.get('/__mock/state')).json()) as { today: number };
  await page.clock.setFixedTime(today);
  return today;
}

/** `days` after `day`, as the pages write a date ("Feb 22, 2027", "Peb 22, 2027"), in Manila. */
export function writtenDate(day: number, days: number, language: 'en' | 'fil' = 'en'): string {
  return new Intl.DateTimeFormat(language === 'fil' ? 'fil-PH' : 'en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Manila',
  }).format(day + days * DAY);
}
