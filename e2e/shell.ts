import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { installAndroidBridge, installIosBridge } from './fixtures';

/**
 * An emulated native shell (ADR 0072): it serves a page from its offline package (dist/packages), on a slow link
 * to the API, on a slow phone, and may send the page's first request itself and hand the answer in, as a lender's
 * app would. Shared by e2e/offline-shell.spec.ts and the bench's packaged mode.
 */
export const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/packages');

export interface FirstRequest {
  endpoint: string;
  payload: Record<string, string | number | { query: string }>;
  path: string;
  method: 'GET' | 'POST';
  client: 'planes' | 'form' | 'json';
  commonParams: boolean;
}

export interface PackageEntry {
  route: string;
  path: string;
  file: string;
  firstRequest?: FirstRequest;
}

export const packageIndex: { packages: PackageEntry[] } = JSON.parse(
  readFileSync(path.join(packagesDir, 'index.json'), 'utf8'),
);

export type Platform = 'android' | 'ios';

/**
 * What the shell hands in: the answer to the page's own request; the same answer labelled with another order's
 * parameters (which the page must refuse); or nothing (the page calls the server itself).
 */
export type HandIn = 'answer' | 'other-order' | 'none';

export interface ShellOptions {
  platform: Platform;
  entry: PackageEntry;
  /** The page URL's query: the session and the page's own parameters. */
  query: Record<string, string>;
  handIn: HandIn;
  /** Added to every request that leaves the phone: a slow 4G round trip. */
  apiDelayMs?: number;
  cpuSlowdown?: number;
}

export interface ShellRun {
  page: Page;
  context: BrowserContext;
  /** Requests the page itself sent to its first request's endpoint. */
  pageCallsToFirstEndpoint: () => number;
  /** Files the shell served from the package, and requests under the page's path that were not in it. */
  served: string[];
  missing: string[];
}

const USER_AGENTS: Record<Platform, string> = {
  android:
    'Mozilla/5.0 (Linux; Android 10; Redmi 9A Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's first request's payload, from the index's description and the page URL's query. */
export function payloadFor(request: FirstRequest, query: Record<string, string>): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [field, source] of Object.entries(request.payload)) {
    const value = typeof source === 'object' ? query[source.query] : String(source);
    if (value !== undefined) payload[field] = value;
  }
  return payload;
}

/** Sends the page's first request as the kit would (default configuration: no key table) and reads the answer. */
async function sendFirstRequest(
  context: BrowserContext,
  origin: string,
  request: FirstRequest,
  query: Record<string, string>,
) {
  const payload = payloadFor(request, query);
  const url = new URL(request.path, origin);
  if (request.commonParams) for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (request.method === 'GET') for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, value);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
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

/** Opens the page in the emulated shell; the caller closes `context`. */
export async function openInShell(
  browser: Browser,
  origin: string,
  { platform, entry, query, handIn, apiDelayMs = 150, cpuSlowdown = 4 }: ShellOptions,
): Promise<ShellRun> {
  const files = unzipSync(new Uint8Array(readFileSync(path.join(packagesDir, entry.file))));
  const context = await browser.newContext({
    userAgent: USER_AGENTS[platform],
    viewport: platform === 'ios' ? { width: 390, height: 844 } : { width: 360, height: 640 },
    deviceScaleFactor: platform === 'ios' ? 3 : 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    serviceWorkers: 'block',
  });
  const served: string[] = [];
  const missing: string[] = [];
  let pageCalls = 0;
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin && url.pathname.startsWith(entry.path)) {
      const file = url.pathname.slice(entry.path.length) || 'index.html';
      const bytes = files[file];
      if (bytes) {
        served.push(file);
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        await route.fulfill({ status: 200, body: Buffer.from(bytes), headers: { 'content-type': type } });
        return;
      }
      missing.push(file);
    }
    if (entry.firstRequest && url.pathname === entry.firstRequest.path) pageCalls += 1;
    await delay(apiDelayMs);
    await route.continue();
  });
  const page = await context.newPage();
  await (platform === 'ios' ? installIosBridge(page) : installAndroidBridge(page));
  if (handIn !== 'none' && entry.firstRequest) {
    const request = entry.firstRequest;
    // The shell sends the request as the webview starts, on the same slow link, and hands the answer in when it
    // is back: the page hears of it before (pending) and takes it from window.loanShell when it comes.
    const answer = delay(apiDelayMs).then(() => sendFirstRequest(context, origin, request, query));
    await page.exposeFunction('__shellFirstAnswer', async () => {
      const { params, status, body } = await answer;
      const other = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, `${value}-OTHER`]));
      return { endpoint: request.endpoint, params: handIn === 'other-order' ? other : params, status, body };
    });
    const pending = { endpoint: request.endpoint, params: payloadFor(request, query), pending: true };
    await page.addInitScript((first) => {
      const shell = { contract: 1, firstAnswer: first as unknown };
      (window as unknown as { loanShell: typeof shell }).loanShell = shell;
      (window as unknown as { __shellFirstAnswer: () => Promise<unknown> }).__shellFirstAnswer().then((answer) => {
        shell.firstAnswer = answer;
        dispatchEvent(new Event('loan-first-answer'));
      });
    }, pending);
  }
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return { page, context, pageCallsToFirstEndpoint: () => pageCalls, served, missing };
}
