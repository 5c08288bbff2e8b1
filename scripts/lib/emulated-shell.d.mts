import type { Browser, BrowserContext, Page } from '@playwright/test';

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
  /** The page's content hash. */
  version: string;
  file: string;
  size: number;
  firstRequest?: FirstRequest;
}

export function readPackageIndex(): { packages: PackageEntry[] };

export type Platform = 'android' | 'ios';

/** Gives a page the platform's bridge; contract 2 with the actions given (e2e/fixtures.ts, FakeShell). */
export type InstallBridge = (page: Page, shell?: { contract?: 1 | 2; actions?: readonly string[] }) => Promise<void>;

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
  /**
   * The answer is in before the page starts (set at document start) instead of arriving while it runs (pending,
   * then the event). The tests use it: on a loaded machine the answer may miss the page's 300 ms wait, and the
   * page then rightly asks the server itself.
   */
  answerFirst?: boolean;
  /** Serve the page's files from its package (default) or over the network, with the same delay. */
  fromPackage?: boolean;
  /** Added to every request that leaves the phone: a slow 4G round trip (default 150 ms). */
  apiDelayMs?: number;
  /** Default 4. */
  cpuSlowdown?: number;
  /** The native bridge the platform's shell gives the page. */
  installBridge?: InstallBridge;
  /** A webview opened before (`phoneContext`): this open adds a page to it. Default: a context of its own. */
  context?: BrowserContext;
}

export interface ShellRun {
  page: Page;
  context: BrowserContext;
  /** Closes what this open made: its page and its routes in a given context, or the context it made. */
  close: () => Promise<void>;
  /** Requests the page itself sent to its first request's endpoint. */
  pageCallsToFirstEndpoint: () => number;
  /** Files served from the package, and requests under the page's path that were not in it. */
  served: string[];
  missing: string[];
}

export function payloadFor(request: FirstRequest, query: Record<string, string>): Record<string, string>;

/** A context as the platform's phone opens webviews. */
export function phoneContext(browser: Browser, platform: Platform): Promise<BrowserContext>;
export function openInShell(browser: Browser, origin: string, options: ShellOptions): Promise<ShellRun>;

export function packageFiles(entry: PackageEntry): Record<string, Uint8Array>;

export interface Rollback {
  route: string;
  from: string | undefined;
  /** The version now in use, or `network` when none is left. */
  to: string;
  /** `failed` (the page said so) or `timeout` (not `ready` in time). */
  why: string;
}

export class InstalledPackages {
  constructor(options?: { readyWithinMs?: number });
  readonly rollbacks: Rollback[];
  install(route: string, version: string, files: Record<string, Uint8Array>): void;
  current(route: string): { version: string; files: Record<string, Uint8Array> } | undefined;
  rollBack(route: string, why: string): void;
}

export interface OpenWithRollback {
  page: Page;
  context: BrowserContext;
  /** Each open: the version served and what the page reported (`ready`, `failed`) or `timeout`. */
  opens: { version: string; state: string; reported: unknown }[];
}

export function openWithRollback(
  browser: Browser,
  origin: string,
  options: {
    platform: Platform;
    entry: PackageEntry;
    query: Record<string, string>;
    installed: InstalledPackages;
    installBridge: InstallBridge;
  },
): Promise<OpenWithRollback>;
