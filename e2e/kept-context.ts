import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Frame, Page } from '@playwright/test';

/**
 * One browser context and page a worker keeps across its tests, reset between them by undoing what the test did
 * (ADR 0054, ADR 0081). Playwright's own `reuseContext` reset costs about 0.25 s a test on this 2-core machine (it
 * revisits every origin the context has seen to clear its storage, behind an interceptor); undoing only what a test
 * touched costs about 0.04 s, which over 500 tests is a minute of `npm test`.
 *
 * Undone after each test: init scripts and bindings (disposed), routes, listeners added to the page or context,
 * other pages (popups), the document (about:blank), the tab's history and name, cookies, every visited origin's
 * storage, the offline switch, permissions, extra HTTP headers and the viewport. The HTTP cache is kept, as a phone
 * keeps it: the scripts and styles are named by their hash and immutable, so a cached copy is the server's byte for
 * byte, and a page's HTML and every API answer are revalidated or never stored. Compiled scripts come from it too
 * (ADR 0089). A test about what a first visit fetches routes its requests (which bypasses the cache) or opens a
 * context of its own. What cannot be undone (the clock, emulated media, geolocation) and any test that failed leave
 * the context to be replaced instead.
 */
export class KeptContext {
  private kept?: { context: BrowserContext; page: Page };

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  /** The kept context and page for one test; call `end` after it. */
  async begin(): Promise<{ context: BrowserContext; page: Page; end(failed: boolean): Promise<void> }> {
    if (this.kept?.page.isClosed()) await this.close();
    if (!this.kept) {
      const context = await this.browser.newContext(this.options);
      this.kept = { context, page: await context.newPage() };
    }
    const { context, page } = this.kept;
    let replace = false;
    const undo = trackChanges(context, page, () => (replace = true));
    const origins = new Set<string>();
    const visited = (frame: Frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) origins.add(origin);
    };
    page.on('framenavigated', visited);
    return {
      context,
      page,
      end: async (failed) => {
        page.off('framenavigated', visited);
        await undo();
        // A reset that fails (a page stuck in a navigation, ADR 0054) replaces the context: it never fails a test.
        const reset =
          !failed &&
          !replace &&
          !page.isClosed() &&
          (await this.reset(origins).then(
            () => true,
            () => false,
          ));
        if (!reset) await this.close();
      },
    };
  }

  /** Back to the state of a new context, but for what the worker's earlier tests left in the browser's caches. */
  private async reset(origins: ReadonlySet<string>): Promise<void> {
    const { context, page } = this.kept!;
    for (const other of context.pages()) if (other !== page) await other.close();
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    // Off the page first: storage is not cleared under a page that uses it.
    await page.goto('about:blank', { timeout: 5_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.resetNavigationHistory');
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    await page.evaluate(() => (window.name = ''));
    await Promise.all([context.clearCookies(), context.setOffline(false), context.clearPermissions()]);
    const { viewport } = this.options;
    const now = page.viewportSize();
    if (viewport && (now?.width !== viewport.width || now?.height !== viewport.height)) {
      await page.setViewportSize(viewport);
    }
  }

  async close(): Promise<void> {
    const kept = this.kept;
    this.kept = undefined;
    await kept?.context.close().catch(() => {});
  }
}

type Target = Record<string, unknown>;
type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Watches a test's changes to the kept context and page: what can be disposed is collected, what cannot calls
 * `cannotUndo`, and listeners are compared with those present before. Returns the undo.
 */
function trackChanges(context: BrowserContext, page: Page, cannotUndo: () => void): () => Promise<void> {
  const disposables: Disposable[] = [];
  const wrapped: [Target, string][] = [];
  const wrap = (target: object, name: string, around: (original: Method, args: unknown[]) => Promise<unknown>) => {
    const owner = target as Target;
    const original = owner[name] as Method;
    owner[name] = (...args: unknown[]) => around(original.bind(target), args);
    wrapped.push([owner, name]);
  };
  for (const target of [page, context]) {
    for (const name of ['addInitScript', 'exposeFunction', 'exposeBinding']) {
      wrap(target, name, async (original, args) => {
        const disposable = (await original(...args)) as Disposable;
        disposables.push(disposable);
        return disposable;
      });
    }
  }
  // Extra headers are undone by setting none: the kept context is made without any (contextOptionsOf), and a page's
  // are merged over its context's. The edge walk sets one on each page it loads as built (ADR 0091).
  let headersSet = false;
  for (const target of [page, context]) {
    wrap(target, 'setExtraHTTPHeaders', (original, args) => {
      headersSet = true;
      return original(...args);
    });
  }
  // Any clock call installs Playwright's clock (page.clock is the context's), and nothing uninstalls it.
  const clockCalls = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume'];
  const unrecoverable: [object, string][] = [
    ...clockCalls.map((name): [object, string] => [context.clock, name]),
    [page, 'emulateMedia'],
    [context, 'setGeolocation'],
  ];
  for (const [target, name] of unrecoverable) {
    wrap(target, name, (original, args) => {
      cannotUndo();
      return original(...args);
    });
  }
  // Playwright's emitters have Node's listener API at run time, though their types do not declare it.
  const emitters = [page, context] as unknown as Emitter[];
  const before = emitters.map(listenersOf);
  return async () => {
    for (const [owner, name] of wrapped) delete owner[name];
    if (headersSet)
      await Promise.all([page.setExtraHTTPHeaders({}), context.setExtraHTTPHeaders({})]).catch(cannotUndo);
    emitters.forEach((emitter, index) => {
      for (const [event, listeners] of listenersOf(emitter)) {
        for (const listener of listeners)
          if (!before[index].get(event)?.includes(listener)) emitter.off(event, listener);
      }
    });
    for (const disposable of disposables.splice(0)) await disposable.dispose().catch(() => {});
  };
}

type Listener = (...args: unknown[]) => void;
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  off(event: string | symbol, listener: Listener): void;
}

const listenersOf = (emitter: Emitter) =>
  new Map(emitter.eventNames().map((event) => [event, emitter.listeners(event)]));

/** The context options of a project's `use` (device, locale, base URL...), as Playwright's own contexts get them. */
export function contextOptionsOf(use: object): BrowserContextOptions {
  const options = use as Record<string, unknown>;
  return Object.fromEntries(
    CONTEXT_OPTIONS.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]),
  ) as BrowserContextOptions;
}

const CONTEXT_OPTIONS = [
  'baseURL',
  'colorScheme',
  'deviceScaleFactor',
  'hasTouch',
  'isMobile',
  'javaScriptEnabled',
  'locale',
  'screen',
  'serviceWorkers',
  'timezoneId',
  'userAgent',
  'viewport',
] as const;
