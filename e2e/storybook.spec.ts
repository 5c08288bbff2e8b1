import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
// @ts-expect-error plain ESM helper shared with scripts/
import { startStaticServer } from '../scripts/lib/server.mjs';

const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/storybook');

/** The built Storybook works for designers: a page story gets its data from the embedded backend's worker. */
test.describe('Storybook build', () => {
  let storybook: { origin: string; close(): Promise<void> };

  test.beforeAll(async () => {
    expect(existsSync(path.join(built, 'iframe.html')), 'run `npm run build-storybook` first').toBe(true);
    storybook = await startStaticServer(built);
  });
  test.afterAll(() => storybook.close());

  test('renders a page story with data from the mock service worker', async ({ page }) => {
    await page.goto(`${storybook.origin}/iframe.html?id=pages-customer-service--default&viewMode=story`);
    await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible({ timeout: 15_000 });
  });

  test.describe('error story', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('renders the error state of a page story', async ({ page }) => {
      await page.goto(`${storybook.origin}/iframe.html?id=pages-customer-service--server-error&viewMode=story`);
      await expect(page.getByRole('alert')).toContainText('Internal server error', { timeout: 15_000 });
    });
  });
});
