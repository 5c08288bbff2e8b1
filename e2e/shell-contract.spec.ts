import type { Page } from '@playwright/test';
import { bridgeRecorder, expect, installAndroidBridge, installIosBridge, pageUrl, test } from './fixtures';

/**
 * The shell contract's second version (README, "The shell contract"; ADR 0080) in the fake Android and iOS shells:
 * answers change what the borrower sees, a missing action's control is not offered, and a shell accepts calls
 * only from the pages' origin. Contract 1, the default of every other spec, is called as before.
 */
const ORDER = '/badSpark/';
const SERVICE = '/theThat/';
const BANK = '/theyAnd/';
const unreached = (page: Page) => page.locator('.loan-page__phone-unreached');

/** Opens the binding page in a contract-2 shell that answers `startBank` with how its own binding ended. */
async function openBinding(page: Page, install: typeof installIosBridge, outcome: 'bound' | 'cancelled') {
  await install(page, {
    contract: 2,
    actions: ['startBank', 'endBank', 'closeWebview'],
    answers: { startBank: { ok: true, value: { outcome } } },
  });
  await page.goto(pageUrl(BANK, { product_id: 'P1001' }));
}

test.describe('the shell contract', () => {
  test('iOS, contract 2: a call the shell could not start shows the number to dial', async ({ page }) => {
    await installIosBridge(page, {
      contract: 2,
      actions: ['callTelephone', 'closeWebview'],
      answers: { callTelephone: { ok: false, reason: 'failed', code: 'NO_DIALER' } },
    });
    await page.goto(pageUrl(SERVICE));
    await page.getByRole('button', { name: 'Call 09171234567' }).click();
    await expect(unreached(page)).toHaveText(
      'Your phone did not start the call. Call 09171234567 from your phone app.',
    );
    await expect(unreached(page)).toHaveAttribute('role', 'status');
    // The shell received the call with its id, the payload as contract 1 sends it.
    const calls = await page.evaluate(
      () => (window as unknown as { __bridgeCalls: { action: string; payload: unknown; id?: string }[] }).__bridgeCalls,
    );
    expect(calls.find((call) => call.action === 'callTelephone')).toEqual({
      action: 'callTelephone',
      payload: ['09171234567'],
      id: expect.any(String),
    });
  });

  test('Android, contract 1: the call goes out as before and nothing waits for an answer', async ({ page }) => {
    await installAndroidBridge(page);
    await page.goto(pageUrl(SERVICE));
    await page.getByRole('button', { name: 'Call 09171234567' }).click();
    expect(await bridgeRecorder(page).calls()).toEqual([{ action: 'callTelephone', payload: ['09171234567'] }]);
    await expect(unreached(page)).toBeEmpty();
  });

  test('Android, contract 2 without toRate: no rating is offered, on arrival or in the page', async ({
    page,
  }, info) => {
    await installAndroidBridge(page, { contract: 2, actions: ['callTelephone', 'closeWebview', 'to'] });
    await page.goto(pageUrl(ORDER, { productId: 'P1001', orderId: 'ORD200', sessionId: info.testId }));
    await expect(page.locator('[data-status="200"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rate now' })).toHaveCount(0);
  });

  test('iOS, contract 2: 5 stars whose store review did not show still get the thank-you', async ({ page }, info) => {
    await installIosBridge(page, {
      contract: 2,
      actions: ['toRate', 'callTelephone'],
      answers: { toRate: { ok: true, value: { shown: false } } },
    });
    await page.goto(pageUrl(ORDER, { productId: 'P1001', orderId: 'ORD200', sessionId: info.testId }));
    await page.getByRole('button', { name: 'Rate now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate our app' });
    await dialog.getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect((await bridgeRecorder(page).calls()).map((call) => call.action)).toContain('toRate');
  });

  test('Android, contract 2: an account the shell bound itself is saved, the session ended and the webview closed', async ({
    page,
  }) => {
    await openBinding(page, installAndroidBridge, 'bound');
    await expect(page.getByText('Your payment account is saved')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bank' })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await bridgeRecorder(page).calls()).map((call) => call.action).filter((a) => a !== 'pageState'),
      )
      .toEqual(['startBank', 'endBank', 'closeWebview']);
  });

  test('iOS, contract 2: a binding cancelled in the shell leaves the page’s form, saying nothing was saved', async ({
    page,
  }) => {
    await openBinding(page, installIosBridge, 'cancelled');
    await expect(page.getByRole('status').filter({ hasText: 'Binding in the app was cancelled' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bank' })).toBeVisible();
    expect((await bridgeRecorder(page).calls()).map((call) => call.action)).not.toContain('endBank');
  });

  for (const contract of [1, 2] as const) {
    test(`contract ${contract}: a page of another site, and a frame of one in ours, are refused`, async ({ page }) => {
      const other = 'https://other.example';
      await page.route(`${other}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<p>elsewhere</p><script>
            const post = (action, payload) => window.webkit.messageHandlers[action].postMessage(payload);
            post('closeWebview', ${contract === 2 ? "{ id: 'x1', payload: [''] }" : "['']"});
          </script>`,
        }),
      );
      await installIosBridge(page, { contract, actions: ['closeWebview'] });
      const refusedIn = (where: Page | ReturnType<Page['frames']>[number]) =>
        where.evaluate(() => ({
          accepted: (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls.length,
          refused: (window as unknown as { __bridgeRefused: { action: string; origin: string }[] }).__bridgeRefused,
        }));
      // A frame of another site inside our page.
      await page.goto(pageUrl(SERVICE));
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }, `${other}/frame.html`);
      const frameOf = () => page.frames().find((candidate) => candidate.url().startsWith(other));
      await expect.poll(() => !!frameOf()).toBe(true);
      const frame = frameOf()!;
      const refusedCall = { action: 'closeWebview', origin: other, payload: [''], ...(contract === 2 && { id: 'x1' }) };
      await expect.poll(async () => (await refusedIn(frame)).refused).toEqual([refusedCall]);
      expect((await refusedIn(frame)).accepted).toBe(0);
      // A page she was sent to.
      await page.goto(`${other}/sent.html`);
      await expect.poll(async () => (await refusedIn(page)).refused.map((call) => call.origin)).toEqual([other]);
      expect((await refusedIn(page)).accepted).toBe(0);
    });
  }
});
