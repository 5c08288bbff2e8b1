import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { KeptContext, contextOptionsOf } from './kept-context';

export { expect };

/** Whether workers keep a context across tests (e2e/kept-context.ts): not with E2E_FRESH_CONTEXT=1 or E2E_TRACE=1. */
export const CONTEXTS_KEPT = !process.env.E2E_FRESH_CONTEXT && !process.env.E2E_TRACE;

/**
 * The phones layout is checked on, besides the 360x640 one every test runs on: the narrowest and a common large one
 * (../shared/page-done.md). A describe sets its phone (`describeLayout`) rather than a project of its own: each
 * project started workers and browsers of its own, nine in all (ADR 0091).
 */
export const LAYOUT_PHONES = {
  narrowest: { width: 320, height: 568 },
  large: { width: 390, height: 844 },
} as const;

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

/** The configuration a shell or backend template sets before the page script (`window.__LOAN_CONFIG__`). */
export async function withConfig(page: Page, config: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __LOAN_CONFIG__: unknown }).__LOAN_CONFIG__ = value;
  }, config);
}

export interface BridgeRecorder {
  /**
   * The native calls the page made, in order, as `{ action, payload }`, without the funnel's
   * (`confirmBurialPoint`), which pages post at their own moments (`page_shown` after the first paint).
   */
  calls(): Promise<{ action: string; payload: unknown }[]>;
  /** The funnel events the page posted through `confirmBurialPoint`, in order: `{ event, route }`. */
  funnel(): Promise<{ event: string; route: string }[]>;
}

type PostedCall = { action: string; payload: unknown };
const FUNNEL = 'confirmBurialPoint';

/** Reads what the fake shell (installIosBridge, installAndroidBridge) recorded on the page now showing. */
export function bridgeRecorder(page: Page): BridgeRecorder {
  return recorderOf(() => page.evaluate(() => (window as unknown as { __bridgeCalls: PostedCall[] }).__bridgeCalls));
}

/**
 * What the fake shell recorded on every page the test opened, in order, as a native shell sees a flow that crosses
 * pages: call before the first navigation.
 */
export async function shellAcrossPages(page: Page): Promise<BridgeRecorder> {
  const posted: PostedCall[] = [];
  await page.exposeFunction('__shellRecord', (call: PostedCall) => posted.push(call));
  return recorderOf(async () => posted);
}

function recorderOf(posted: () => Promise<PostedCall[]>): BridgeRecorder {
  return {
    calls: async () => (await posted()).filter((call) => call.action !== FUNNEL),
    funnel: async () =>
      (await posted())
        .filter((call) => call.action === FUNNEL)
        .map((call) => (call.payload as [{ event: string; route: string }])[0]),
  };
}

/** What a Content-Security-Policy violation reports; no test may allow it. */
export const CSP_VIOLATION = 'CSP violation';

/**
 * Every test fails on a console error, an uncaught page error or a Content-Security-Policy violation (the
 * pages are served with `script-src 'self'; object-src 'none'; base-uri 'self'`). Tests that expect a
 * console error (a failing request logged by the browser) list its text in `allowedConsoleErrors`.
 */
export const test = base.extend<
  {
    allowedConsoleErrors: RegExp[];
    /** Uncaught errors a test throws on purpose (what the page does with them is under test). */
    allowedPageErrors: RegExp[];
    consoleGuard: void;
    /**
     * A context of the test's own instead of the worker's kept one, for tests that install Playwright's clock: in a
     * kept context its init scripts were sometimes not all there in the next clock test's page (`__pwClock` is
     * undefined), once in each of three full runs.
     */
    freshContext: boolean;
    /**
     * A context of the test's own where service workers may register (kept contexts block them, playwright.config.ts):
     * a worker outlives the page that registered it and would answer later tests. For the offline tests and Storybook,
     * whose embedded backend is a worker. Set here rather than as `serviceWorkers`, which would make Playwright
     * replace the kept context too.
     */
    serviceWorkersAllowed: boolean;
    iosBridge: BridgeRecorder;
  },
  { keptContext: KeptContext }
>({
  freshContext: [false, { option: true }],
  serviceWorkersAllowed: [false, { option: true }],
  /**
   * A worker keeps one context and page across its tests and undoes what each test did (e2e/kept-context.ts, ADR
   * 0081): a new context costs this machine about a CPU-second in new processes, Playwright's own reuse a quarter
   * second of resetting. E2E_FRESH_CONTEXT=1 gives every test a context of its own, to rule out a leak; so does
   * E2E_TRACE=1, so that each failing test keeps a trace of its own.
   */
  context: async ({ browser, freshContext, serviceWorkersAllowed, keptContext, viewport }, use, testInfo) => {
    if (!freshContext && !serviceWorkersAllowed && CONTEXTS_KEPT) {
      const kept = await keptContext.begin();
      // A layout describe's phone (describeLayout): the kept page is resized, and given back its size after.
      const size = kept.page.viewportSize();
      if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height))
        await kept.page.setViewportSize(viewport);
      await use(kept.context);
      await kept.end(testInfo.status !== testInfo.expectedStatus);
      return;
    }
    const own = await browser.newContext({
      ...contextOptionsOf(testInfo.project.use),
      viewport,
      ...(serviceWorkersAllowed ? { serviceWorkers: 'allow' as const } : {}),
    });
    await use(own);
    await own.close();
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
  keptContext: [
    async ({ browser }, use, workerInfo) => {
      const kept = new KeptContext(browser, contextOptionsOf(workerInfo.project.use));
      await use(kept);
      await kept.close();
    },
    { scope: 'worker' },
  ],
  allowedConsoleErrors: [[], { option: true }],
  allowedPageErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors, allowedPageErrors }, use) => {
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
      page.on('pageerror', (error) => {
        if (!allowedPageErrors.some((pattern) => pattern.test(error.message)))
          problems.push(`page error: ${error.message}`);
      });
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  iosBridge: async ({ page }, use) => {
    await installIosBridge(page);
    await use(bridgeRecorder(page));
  },
});

/**
 * A layout describe (tagged `@layout`) once on each phone of LAYOUT_PHONES, or on those given: what is about the
 * narrowest alone (Filipino's figures: what fits at 320 fits wider) gives `[LAYOUT_PHONES.narrowest]`.
 */
export function describeLayout(
  title: string,
  body: () => void,
  phones: readonly { width: number; height: number }[] = Object.values(LAYOUT_PHONES),
): void {
  for (const viewport of phones) {
    test.describe(`${title} at ${viewport.width}x${viewport.height}`, { tag: '@layout' }, () => {
      test.use({ viewport });
      body();
    });
  }
}

/**
 * How a fake shell behaves. Contract 1 (the default) declares nothing and answers nothing. Contract 2 declares
 * `actions` in `window.loanShell`, receives `{ id, payload }` and answers through `window.loanShell.answer` with
 * `answers[action]`, when given. Either accepts calls only from `origins` (README, "The shell contract"): a call
 * from any other origin (a frame of another site, a page she was sent to) is refused, kept in `__bridgeRefused`
 * and, in contract 2, answered `refused` (`ORIGIN`).
 */
export interface FakeShell {
  contract?: 1 | 2;
  actions?: readonly string[];
  answers?: Readonly<Record<string, unknown>>;
  origins?: readonly string[];
}

/** Where the fake shells accept calls from: the pages' origin, as the test server serves them. */
export const PAGE_ORIGINS = [`http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`];

/** `npm start` as it is: the data pages through the edge renderer (playwright.config.ts's second server). */
export const EDGE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;

/** The fake shell's behaviour, in the page: records a call it accepts (in the page, and to the test). */
function playShell({ platform, shell }: { platform: 'ios' | 'android'; shell: Required<FakeShell> }): void {
  type Call = { action: string; payload: unknown; id?: string };
  const w = window as unknown as {
    __bridgeCalls: Call[];
    __bridgeRefused: (Call & { origin: string })[];
    __shellRecord?: (call: unknown) => void;
    loanShell?: Record<string, unknown> & { answer?: (id: string, result: unknown) => boolean };
    webkit?: unknown;
    AndroidBridge?: unknown;
  };
  w.__bridgeCalls = [];
  w.__bridgeRefused = [];
  if (shell.contract === 2) w.loanShell = { ...w.loanShell, contract: 2, actions: [...shell.actions] };
  const receive = (action: string, message: unknown) => {
    const envelope = message as { id?: string; payload?: unknown } | null;
    const call: Call =
      shell.contract === 2 && envelope && typeof envelope === 'object' && 'id' in envelope
        ? { action, payload: envelope.payload, id: envelope.id }
        : { action, payload: message };
    const answer = (result: unknown) => call.id && setTimeout(() => w.loanShell?.answer?.(call.id!, result), 0);
    if (!shell.origins.includes(location.origin)) {
      w.__bridgeRefused.push({ ...call, origin: location.origin });
      answer({ ok: false, reason: 'refused', code: 'ORIGIN' });
      return;
    }
    w.__bridgeCalls.push(call);
    // Also to the test, where one is listening (`shellAcrossPages`): the page's own list goes with the page.
    w.__shellRecord?.(call);
    if (action in shell.answers) answer(shell.answers[action]);
  };
  if (platform === 'ios') {
    const handlers = new Proxy(
      {},
      { get: (_t, action: string) => ({ postMessage: (m: unknown) => receive(action, m) }) },
    );
    w.webkit = { messageHandlers: handlers };
  } else {
    w.AndroidBridge = new Proxy(
      {},
      { get: (_t, action: string) => (json: string) => receive(action, JSON.parse(json)) },
    );
  }
}

const shellOf = (shell: FakeShell): Required<FakeShell> => ({
  contract: shell.contract ?? 1,
  actions: shell.actions ?? [],
  answers: shell.answers ?? {},
  origins: shell.origins ?? PAGE_ORIGINS,
});

/** Plays the Android shell: `window.AndroidBridge[action](json)` (the default bridge name) records each call. */
export async function installAndroidBridge(page: Page, shell: FakeShell = {}): Promise<void> {
  await page.addInitScript(playShell, { platform: 'android' as const, shell: shellOf(shell) });
}

/** Plays the iOS shell: `webkit.messageHandlers[action].postMessage` records each call. */
export async function installIosBridge(page: Page, shell: FakeShell = {}): Promise<void> {
  await page.addInitScript(playShell, { platform: 'ios' as const, shell: shellOf(shell) });
}

/**
 * One no-script context per browser (a worker's), kept: a new context costs this machine about a core-second, a new
 * page in it a fraction. Without scripts a page keeps nothing but cookies, which each run clears.
 */
const noScriptContexts = new WeakMap<Browser, Promise<BrowserContext>>();

/** Runs `run` on a 360 px phone page with JavaScript disabled (what a static page must survive). */
export async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  let context = noScriptContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
    noScriptContexts.set(browser, context);
  }
  const page = await (await context).newPage();
  try {
    await run(page);
  } finally {
    await page.close();
    await (await context).clearCookies();
  }
}

/**
 * Waits until the page's history is quiet: a closed dialog gives back its history entry a task later, and a
 * back press may open another popup. A reload started before that traversal would be aborted by it, and an
 * assertion made before it would miss a popup it opens.
 */
export async function historySettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          removeEventListener('popstate', again);
          resolve();
        };
        let timer = setTimeout(done, 200);
        function again() {
          clearTimeout(timer);
          timer = setTimeout(done, 200);
        }
        addEventListener('popstate', again);
      }),
  );
}

/**
 * Resolves once every finite animation in the page has finished (a sheet sliding up, a dialog growing into place):
 * what is measured after it is where things rest. A spinner's endless animation is not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
