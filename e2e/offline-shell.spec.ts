import { expect, installAndroidBridge, installIosBridge, SESSION, test } from './fixtures';
import {
  InstalledPackages,
  openInShell,
  openWithRollback,
  packageFiles,
  phoneContext,
  readPackageIndex,
  type HandIn,
  type PackageEntry,
  type Platform,
} from '../scripts/lib/emulated-shell.mjs';
import { builtPages } from './built-site';

/**
 * Every data page served from its offline package by an emulated Android or iOS shell (ADR 0072). With the answer
 * handed in, the page shows it without asking the server; with an answer made for another order, it refuses it and
 * asks as it does over the network (without one where the request does not read the query). The answer is in
 * before the page starts: one arriving while the page runs is the unit tests' (api/shell-answer.test.ts) and the
 * bench's, since on this loaded machine it may miss the page's 300 ms wait, when the page rightly asks.
 */
const dataPages = readPackageIndex().packages.filter(
  (entry): entry is PackageEntry & Required<Pick<PackageEntry, 'firstRequest'>> => Boolean(entry.firstRequest),
);

const queryOf = (entry: PackageEntry): Record<string, string> => ({
  ...SESSION,
  ...builtPages.find((page) => page.route === entry.route)?.example,
});

/** Whether the first request's payload reads the page's query: an answer can then be for another order. */
const readsQuery = (entry: PackageEntry) =>
  Object.values(entry.firstRequest!.payload).some((source) => typeof source === 'object');

test('the packages list every data page with its first request', () => {
  expect(dataPages.map((entry) => entry.route).sort()).toEqual(
    expect.arrayContaining(['loanDetailUrl', 'repayUrl', 'repayDelayUrl', 'confirmUrl', 'orderUrl', 'complaintList']),
  );
});

// Each page opens in one shell, the two shells taking turns: a page's package and a shell's bridge are each
// checked, without every page twice (the shells differ in their bridge, not in how a package is served; issue 60.1).
const PLATFORMS: readonly Platform[] = ['android', 'ios'];
for (const platform of PLATFORMS) {
  test.describe(`in the ${platform} shell`, () => {
    for (const entry of dataPages.filter((_, index) => PLATFORMS[index % PLATFORMS.length] === platform)) {
      test(`${entry.path} (${entry.route}) opens from its package, with and without the answer handed in`, async ({
        browser,
        baseURL,
      }) => {
        test.slow();
        const query = queryOf(entry);
        // One instant for every open: the texts compared count days left, which change at midnight in Manila.
        const now = Date.now();
        const shown: Partial<Record<HandIn, string>> = {};
        // Refusing another order's answer, the page calls the server itself: that open stands for the one without
        // an answer where the request reads the query (a new context costs this machine about a CPU-second).
        const itself: HandIn = readsQuery(entry) ? 'other-order' : 'none';
        const modes: HandIn[] = [itself, 'answer'];
        // Both opens in one webview, as a shell opens a page again: the second finds the first's compiled scripts.
        const webview = await phoneContext(browser, platform);
        try {
          for (const handIn of modes) {
            const installBridge = platform === 'ios' ? installIosBridge : installAndroidBridge;
            const run = await openInShell(browser, baseURL!, {
              platform,
              entry,
              query,
              handIn,
              installBridge,
              answerFirst: true,
              context: webview,
              // What a page does here does not hang on timing (the answer is in first): the slow link and the slowed
              // CPU are the bench's, which measures them (issue 60.1).
              apiDelayMs: 0,
              cpuSlowdown: 1,
            });
            try {
              const warnings: string[] = [];
              run.page.on('console', (message) => {
                if (message.type() === 'warning') warnings.push(message.text());
              });
              await run.page.clock.setFixedTime(now);
              await run.page.goto(`${baseURL}${entry.path}?${new URLSearchParams(query)}`);
              await expect(run.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
              await expect(run.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
              // Not the error state with Retry (the failure page's own notice is an alert too).
              await expect(run.page.locator('.loan-page-state--error')).toHaveCount(0);
              shown[handIn] = await run.page.locator('#root').innerText();
              // Every file the page asked for under its path came from the package.
              expect(run.served).toContain('index.html');
              expect(run.missing).toEqual([]);
              const asked = run.pageCallsToFirstEndpoint();
              if (handIn === 'answer') expect(asked, 'the page asked the server for an answer it was given').toBe(0);
              else expect(asked, 'the page asked the server itself').toBe(1);
              if (handIn === 'other-order') {
                expect(warnings.join('\n')).toContain('made for another request');
              }
            } finally {
              await run.close();
            }
          }
        } finally {
          await webview.close();
        }
        // The handed-in answer shows exactly what the page's own call shows.
        expect(shown.answer).toBe(shown[itself]);
      });
    }
  });
}

// Contract 2's way back (README, "The shell contract"): a release that verifies but whose page cannot run says
// `failed` (boot.js, which runs before the bundle), and the shell goes back to the version before it.
test.describe('a way back from a bad package (contract 2)', () => {
  for (const platform of PLATFORMS) {
    test(`in the ${platform} shell, a release whose page bundle throws is rolled back, and the page shows`, async ({
      browser,
      baseURL,
    }) => {
      const entry = dataPages.find((candidate) => candidate.route === 'customerService')!;
      const good = packageFiles(entry);
      const bundle = Object.keys(good).find((file) => /^page-[\w-]+\.js$/.test(file))!;
      const broken = {
        ...good,
        [bundle]: new TextEncoder().encode(
          `throw new Error('a broken release');\n${new TextDecoder().decode(good[bundle])}`,
        ),
      };
      const installed = new InstalledPackages({ readyWithinMs: 10_000 });
      installed.install(entry.route, entry.version, good);
      installed.install(entry.route, 'broken', broken);
      const run = await openWithRollback(browser, baseURL!, {
        platform,
        entry,
        query: queryOf(entry),
        installed,
        installBridge: platform === 'ios' ? installIosBridge : installAndroidBridge,
      });
      try {
        expect(run.opens.map((open) => [open.version, open.state])).toEqual([
          ['broken', 'failed'],
          [entry.version, 'ready'],
        ]);
        expect(run.opens[1].reported).toEqual({ state: 'ready', path: entry.path, version: entry.version });
        expect(installed.rollbacks).toEqual([{ route: entry.route, from: 'broken', to: entry.version, why: 'failed' }]);
        await expect(run.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(run.page.getByRole('button', { name: /^Call / }).first()).toBeVisible();
      } finally {
        await run.context.close();
      }
    });
  }
});
