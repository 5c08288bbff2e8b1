import { test as base, expect, type Browser, type Page } from '@playwright/test';

export { expect };

/** Session and device params the native shell opens every page with. */
export const SESSION = {
  appVersion: '3.2.0',
  deviceName: 'Redmi 9A',
  deviceId: 'e2e-device-0001',
  osVersion: '10',
  sessionId: 'sess-e2e-0001',
  gps_adid: '38400000-8cf0-11bd-b23e-10b96e40000d',
};

/** A page URL with the session params plus the given ones. */
export function pageUrl(path: string, params: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...SESSION, ...params })}`;
}

export interface BridgeRecorder {
  /** The native calls the page made, in order, as `{ action, payload }`. */
  calls(): Promise<{ action: string; payload: unknown }[]>;
}

/** What a Content-Security-Policy violation reports; no test may allow it. */
export const CSP_VIOLATION = 'CSP violation';

/**
 * Every test fails on a console error, an uncaught page error or a Content-Security-Policy violation (the
 * pages are served with `script-src 'self'; object-src 'none'; base-uri 'self'`). Tests that expect a
 * console error (a failing request logged by the browser) list its text in `allowedConsoleErrors`.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleGuard: void;
  iosBridge: BridgeRecorder;
}>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      await page.addInitScript((label) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${label}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      }, CSP_VIOLATION);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const allowed = !text.startsWith(CSP_VIOLATION) && allowedConsoleErrors.some((pattern) => pattern.test(text));
        if (!allowed) problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  iosBridge: async ({ page }, use) => {
    await installIosBridge(page);
    await use({ calls: () => page.evaluate(() => (window as unknown as { __bridgeCalls: never[] }).__bridgeCalls) });
  },
});

/** Plays the iOS shell: `webkit.messageHandlers[action].postMessage` records each call. */
export async function installIosBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { action: string; payload: unknown }[] = [];
    (window as unknown as { __bridgeCalls: typeof calls }).__bridgeCalls = calls;
    const handlers = new Proxy(
      {},
      {
        get: (_target, action: string) => ({ postMessage: (payload: unknown) => calls.push({ action, payload }) }),
      },
    );
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: handlers };
  });
}

/** Runs `run` on a 360 px phone page with JavaScript disabled (what a static page must survive). */
export async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Waits until a closed dialog has taken back the history entry it pushed for the back button. Closing
 * goes back one entry a task later; a reload started before that traversal is aborted by it.
 */
export async function dialogHistoryReleased(page: Page): Promise<void> {
  await page.waitForFunction(() => !(history.state as { loanDialog?: boolean } | null)?.loanDialog);
}
