/**
 * An emulated native shell (ADR 0072): it serves a page from its offline package (dist/packages), on a slow link
 * to the API, on a slow phone, and may send the page's first request itself and hand the answer in, as a lender's
 * app would. Used by the end-to-end tests (e2e/offline-shell.spec.ts) and the bench's packaged mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { packagesDir } from './paths.mjs';

export function readPackageIndex() {
  return JSON.parse(readFileSync(path.join(packagesDir, 'index.json'), 'utf8'));
}

const USER_AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 10; Redmi 9A Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A context as the platform's phone opens webviews: its user agent, screen and locale; no service workers. One
 * context for several opens (`openInShell`'s `context`) is one webview opened again: its code cache is warm.
 */
export function phoneContext(browser, platform) {
  return browser.newContext({
    userAgent: USER_AGENTS[platform],
    viewport: platform === 'ios' ? { width: 390, height: 844 } : { width: 360, height: 640 },
    deviceScaleFactor: platform === 'ios' ? 3 : 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    serviceWorkers: 'block',
  });
}

/**
 * Answers a request under the package's path from its files (`path` alone is `index.html`), as the shell serves
 * a package; returns the file's name when it was in the package, and leaves the route alone when it was not.
 */
async function servedFromPackage(route, entry, files) {
  const file = new URL(route.request().url()).pathname.slice(entry.path.length) || 'index.html';
  const bytes = files[file];
  if (!bytes) return { file, served: false };
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  await route.fulfill({ status: 200, body: Buffer.from(bytes), headers: { 'content-type': type } });
  return { file, served: true };
}

/** The page's first request's payload, from the index's description and the page URL's query. */
export function payloadFor(request, query) {
  const payload = {};
  for (const [field, source] of Object.entries(request.payload)) {
    const value = typeof source === 'object' ? query[source.query] : String(source);
    if (value !== undefined) payload[field] = value;
  }
  return payload;
}

/** Sends the page's first request as the kit would (default configuration: no key table) and reads the answer. */
async function sendFirstRequest(context, origin, request, query) {
  const payload = payloadFor(request, query);
  const url = new URL(request.path, origin);
  if (request.commonParams) for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (request.method === 'GET') for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, value);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  if (request.client !== 'planes') {
    for (const name of request.client === 'json' ? ['building', 'gather'] : ['swift', 'eyes']) {
      headers[name] = query[name] ?? '';
    }
  }
  const response =
    request.method === 'GET'
      ? await context.request.get(url.href, { headers })
      : request.client === 'json'
        ? await context.request.post(url.href, { headers, data: payload })
        : await context.request.post(url.href, { headers, form: payload });
  return { params: payload, status: response.status(), body: await response.json().catch(() => null) };
}

/**
 * Opens a page in the emulated shell (or, with `fromPackage: false`, over the same slow network), in a context of its
 * own or the `context` given (from `phoneContext`); the caller calls `close` when done, which closes what this open
 * made: the page and its routes, or the context it made.
 */
export async function openInShell(
  browser,
  origin,
  {
    platform,
    entry,
    query,
    handIn,
    answerFirst = false,
    fromPackage = true,
    apiDelayMs = 150,
    cpuSlowdown = 4,
    installBridge,
    context: given,
  },
) {
  const files = fromPackage ? packageFiles(entry) : {};
  const context = given ?? (await phoneContext(browser, platform));
  const served = [];
  const missing = [];
  let pageCalls = 0;
  const shell = async (route) => {
    const url = new URL(route.request().url());
    if (fromPackage && url.origin === origin && url.pathname.startsWith(entry.path)) {
      const { file, served: fromZip } = await servedFromPackage(route, entry, files);
      if (fromZip) {
        served.push(file);
        return;
      }
      missing.push(file);
    }
    if (entry.firstRequest && url.pathname === entry.firstRequest.path) pageCalls += 1;
    await delay(apiDelayMs);
    await route.continue();
  };
  await context.route('**/*', shell);
  const page = await context.newPage();
  await installBridge?.(page);
  if (handIn !== 'none' && entry.firstRequest) {
    const request = entry.firstRequest;
    // What the shell hands in: the answer, labelled with its request's parameters or, to be refused, another's.
    const handedIn = async () => {
      const { params, status, body } = await sendFirstRequest(context, origin, request, query);
      const other = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, `${value}-OTHER`]));
      return { endpoint: request.endpoint, params: handIn === 'other-order' ? other : params, status, body };
    };
    if (answerFirst) {
      // Already in when the page starts: set with window.loanShell at document start.
      const answer = await handedIn();
      await page.addInitScript((first) => {
        window.loanShell = { contract: 1, firstAnswer: first };
      }, answer);
    } else {
      // The shell sends the request as the webview starts loading the page (each time it opens it), on the same
      // slow link, and hands the answer in when it is back: the page hears of it before (pending) and takes it
      // from window.loanShell when it comes.
      await page.exposeFunction('__shellFirstAnswer', async () => {
        await delay(apiDelayMs);
        return handedIn();
      });
      const pending = { endpoint: request.endpoint, params: payloadFor(request, query), pending: true };
      await page.addInitScript((first) => {
        const shell = { contract: 1, firstAnswer: first };
        window.loanShell = shell;
        window.__shellFirstAnswer().then((answer) => {
          shell.firstAnswer = answer;
          dispatchEvent(new Event('loan-first-answer'));
        });
      }, pending);
    }
  }
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const close = async () => {
    if (!given) return context.close();
    await page.close();
    await context.unroute('**/*', shell);
  };
  return { page, context, close, pageCallsToFirstEndpoint: () => pageCalls, served, missing };
}

/** A package's files by path, from its zip in dist/packages. */
export function packageFiles(entry) {
  return unzipSync(new Uint8Array(readFileSync(path.join(packagesDir, entry.file))));
}

/**
 * What a contract-2 shell keeps of each route's packages (README, "The shell contract"): the verified version in
 * use and the ones before it. A version that reports `failed`, or is not `ready` within `readyWithinMs` of an
 * open, is rolled back to the one before, and the rollback reported (`rollbacks`).
 */
export class InstalledPackages {
  constructor({ readyWithinMs = 10_000 } = {}) {
    this.readyWithinMs = readyWithinMs;
    this.routes = new Map();
    this.rollbacks = [];
  }

  install(route, version, files) {
    const versions = this.routes.get(route) ?? [];
    versions.push({ version, files });
    this.routes.set(route, versions);
  }

  current(route) {
    return this.routes.get(route)?.at(-1);
  }

  /** Back to the version before (none left: the network, as a shell without a package). */
  rollBack(route, why) {
    const versions = this.routes.get(route) ?? [];
    const from = versions.pop();
    this.rollbacks.push({ route, from: from?.version, to: versions.at(-1)?.version ?? 'network', why });
  }
}

/**
 * Opens a route as a contract-2 shell from its installed packages and waits for the page's `pageState`: `ready`
 * keeps the version; `failed`, or nothing within the time, rolls it back and opens the route again. Returns the
 * open that was kept (its page and context, for the caller to close) and each open's version and outcome.
 */
export async function openWithRollback(browser, origin, { platform, entry, query, installed, installBridge }) {
  const opens = [];
  for (;;) {
    const installedVersion = installed.current(entry.route);
    const context = await phoneContext(browser, platform);
    if (installedVersion) {
      await context.route(`${origin}${entry.path}**`, async (route) => {
        if (!(await servedFromPackage(route, entry, installedVersion.files)).served) await route.continue();
      });
    }
    const page = await context.newPage();
    let settle;
    const reported = new Promise((resolve) => (settle = resolve));
    await page.exposeFunction('__shellRecord', (call) => {
      if (call.action === 'pageState') settle(call.payload);
    });
    await installBridge(page, { contract: 2, actions: ['closeWebview', 'callTelephone', 'toRate', 'to'] });
    await page.addInitScript((version) => {
      window.loanShell = { ...window.loanShell, package: { version } };
    }, installedVersion?.version ?? null);
    await page.goto(`${origin}${entry.path}?${new URLSearchParams(query)}`);
    const state = await Promise.race([reported, delay(installed.readyWithinMs).then(() => ({ state: 'timeout' }))]);
    opens.push({ version: installedVersion?.version ?? 'network', state: state.state, reported: state });
    if (state.state === 'ready' || !installedVersion) return { page, context, opens };
    await context.close();
    installed.rollBack(entry.route, state.state);
  }
}
