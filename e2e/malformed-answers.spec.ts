import { DEFAULT_ENDPOINTS } from '@loan-webview/kit/config';
import { textOf } from '@loan-webview/kit/testing';
import { builtPages } from './built-site';
import { expect, test } from './fixtures';
// @ts-expect-error plain ESM helper shared with scripts/
import { exampleUrl } from '../scripts/lib/examples.mjs';

/**
 * Be liberal in what the server sends (../shared/decisions.md): for every page of the route table and every
 * endpoint it calls as it loads, the embedded backend's `malformed` switch (the right envelope, a list where the
 * data object belongs) must leave the borrower an error state with Retry or the page's content, never a blank
 * page, an endless skeleton or an uncaught error (the fixtures' guard fails the test on any console error).
 * The page's own data lost on the network shows Retry, and Retry loads the page once the network is back: the one
 * place this is asserted for every page in a browser (ADR 0086; the states themselves: PageState.test.tsx).
 */
const keyOfPath = new Map(Object.entries(DEFAULT_ENDPOINTS).map(([key, endpoint]) => [endpoint as string, key]));

test.describe('a malformed answer from any endpoint', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  for (const built of builtPages.filter((page) => !page.static)) {
    test(`${built.url} (${built.route})`, async ({ page, baseURL }) => {
      const called: string[] = [];
      page.on('request', (request) => {
        const key = keyOfPath.get(new URL(request.url()).pathname);
        if (key && !called.includes(key)) called.push(key);
      });
      const url = exampleUrl(baseURL, built);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      const onLoad = [...called];

      for (const key of onLoad) {
        await page.goto(`${url}&mock=malformed:${key}`);
        await expect(page.locator('html'), key).toHaveAttribute('data-loan-ready', '');
        await expect(page.locator('[aria-busy="true"]'), key).toHaveCount(0, { timeout: 10_000 });
        await expect(page.getByRole('heading').first(), key).toBeVisible();
        const text = (await page.locator('body').innerText()).trim();
        expect(text.length, `${key}: the page is not blank`).toBeGreaterThan(20);
        // The page's own data refused: the borrower is told, with a way to try again.
        if (key === onLoad[0]) {
          await expect(page.getByRole('button', { name: /retry|try again/i }).first(), key).toBeVisible();
        }
      }

      // The page's own data lost on the network: Retry, which loads the page once the network is back.
      if (!onLoad.length) return;
      const retry = page.getByRole('button', { name: textOf('common.retry') });
      await page.route(
        `**${DEFAULT_ENDPOINTS[onLoad[0] as keyof typeof DEFAULT_ENDPOINTS]}*`,
        (route) => route.abort(),
        {
          times: 1,
        },
      );
      await page.goto(url);
      await retry.first().click();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      await expect(retry, `${onLoad[0]}: Retry loaded it`).toHaveCount(0);
    });
  }
});
