import { builtPages } from './built-site';
import { expect, test } from './fixtures';
import { statesOf } from './fixture-states';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

test.use({ allowedConsoleErrors: [/./] });
for (const built of builtPages) {
  test(`shots ${built.route}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const langs = (process.env.SHOT_LANGS ?? 'en').split(',');
    for (const lang of langs)
      for (const state of statesOf(built)) {
        if (state.mock) continue;
        const url = new URL(exampleUrl(baseURL, built));
        for (const [name, value] of Object.entries(state)) url.searchParams.set(name, value);
        url.searchParams.set('lang', lang);
        await page.goto(url.href);
        if (!built.static) await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        await page.waitForTimeout(400);
        const name = `${built.route}-${Object.values(state).join('_') || 'default'}-${lang}`;
        await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
      }
  });
}
