import { expect, pageUrl, test } from './fixtures';
import { textOf } from '@loan-webview/kit/testing';
import { DATES } from './clock';

const PATH = '/complaintList/';

test.describe('complaint list (/complaintList)', { tag: DATES }, () => {
  test('shows the server tabs; an entry opens its details with problemId and the session', async ({ page }) => {
    await page.goto(pageUrl(PATH));
    for (const tab of ['All', 'Processing', 'Resolved'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    const entry = page.getByRole('link', { name: /An agent called me four times/ });
    await expect(entry).toContainText('Problem Type: Collection');
    await page.getByRole('tab', { name: 'Processing' }).click();
    await expect(page.getByRole('link', { name: /My GCash payment/ })).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await entry.click();
    await page.waitForURL(/\/complainDetails\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('problemId')).toBe('PB1001');
    expect(url.searchParams.get('sessionId')).toBeTruthy();
  });

  test('an empty list says so', async ({ page }) => {
    await page.goto(pageUrl(PATH, { mock: 'empty' }));
    await expect(page.getByRole('heading', { name: 'You have not sent any complaints' }).first()).toBeVisible();
  });

  test.describe('offline', () => {
    // The offline worker is what this checks: a context of its own, where workers may register (fixtures.ts).
    test.use({ serviceWorkersAllowed: true });
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_/] });
    test('a network failure says so, with Retry', async ({ page }) => {
      await page.goto(pageUrl(PATH, { mock: 'network:problemList' }));
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: textOf('common.retry') })).toBeVisible();
    });
  });
});
