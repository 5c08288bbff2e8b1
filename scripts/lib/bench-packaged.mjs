/**
 * The bench's packaged mode (ADR 0072): each data page opened by the emulated Android shell, the API 150 ms away
 * and the CPU slowed 4×, in three ways side by side: over the network as today, from its offline package calling
 * the server itself, and from its package with the first answer handed in. It reports the median time from
 * navigation to the page's largest paint (LCP, read from a PerformanceObserver in the page) once the figures show,
 * the packages' sizes and the patch of a one-line change. Measurements only: nothing here fails a build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { openInShell, readPackageIndex } from './emulated-shell.mjs';
import { exampleQuery } from './examples.mjs';
import { buildPackages, packOneLineChange } from './offline-packages.mjs';
import { packagesDir, siteDir } from './paths.mjs';

export const GOALS = { handedMs: 600, selfMs: 1000 };

const MODES = [
  ['network', { fromPackage: false, handIn: 'none' }],
  ['package', { fromPackage: true, handIn: 'none' }],
  ['handed', { fromPackage: true, handIn: 'answer' }],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page's LCP once nothing is loading any more: the figures, not the skeleton. */
async function figuresLcp(page) {
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => {});
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
  // One more frame: the paint of what the last render put in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
}

/** Runs the packaged mode against a server at `origin` serving dist/site; returns rows and sizes. */
export async function benchPackaged({ origin, manifest, runs, only = [], log = console.log }) {
  await buildPackages({ siteDir, outDir: packagesDir, manifest, shellContract: manifest.shellContract, log: () => {} });
  const index = readPackageIndex();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const entry of index.packages.filter((candidate) => candidate.firstRequest)) {
      if (only.length && !only.includes(entry.route)) continue;
      const query = exampleQuery(manifest.pages.find((page) => page.route === entry.route) ?? {});
      const url = `${origin}${entry.path}?${new URLSearchParams(query)}`;
      const row = { route: entry.route, path: entry.path, size: entry.size };
      for (const [mode, options] of MODES) {
        const first = [];
        const again = [];
        for (let i = 0; i < runs; i += 1) {
          const run = await openInShell(browser, origin, { platform: 'android', entry, query, ...options });
          try {
            // The first open compiles every script; a shell's later opens find them in the webview's code cache.
            await run.page.goto(url);
            first.push(await figuresLcp(run.page));
            await run.page.goto('about:blank');
            await run.page.goto(url);
            again.push(await figuresLcp(run.page));
          } finally {
            await run.close();
          }
        }
        row[mode] = median(first);
        row[`${mode}Again`] = median(again);
      }
      row.gzip = gzipSync(readFileSync(path.join(packagesDir, entry.file))).length;
      rows.push(row);
      const both = (mode) => `${(row[mode] / 1000).toFixed(2)}/${(row[`${mode}Again`] / 1000).toFixed(2)} s`;
      log(
        `${entry.route.padEnd(20)} first/again: network ${both('network')}  package ${both('package')}  ` +
          `handed in ${both('handed')}  (package ${(row.size / 1024).toFixed(0)} kB, ${(row.gzip / 1024).toFixed(0)} kB gzip)`,
      );
    }
  } finally {
    await browser.close();
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bench-packages-'));
  try {
    const next = await packOneLineChange({
      siteDir,
      manifest,
      route: 'loanDetailUrl',
      previousDir: packagesDir,
      workDir: work,
    });
    const patch = next.packages.find((entry) => entry.route === 'loanDetailUrl').patches[0];
    return { rows, packages: index.packages, patchBytes: patch.size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The packaged mode's section of the results. */
export function packagedTable({ rows, packages, patchBytes }, runs) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const total = packages.reduce((sum, entry) => sum + entry.size, 0);
  return [
    `## Packaged mode (offline packages, ADR 0072)`,
    ``,
    `The emulated Android shell (e2e tests' own), every request that leaves the phone 150 ms away, CPU slowed 4×;`,
    `time from navigation to the largest paint once the figures show (LCP from a PerformanceObserver), median of ${runs}.`,
    `Network: the page's files and its data over that link, as today. Package: the files from the offline package,`,
    `the page calls the server. Handed in: from the package, the shell sends the first request as the webview starts`,
    `and hands the answer in. Goals (issue 50): handed in within ${s(GOALS.handedMs)}, package within ${s(GOALS.selfMs)}.`,
    ``,
    `First: the page's first open in a fresh webview (every script compiled). Again: the next open in the same`,
    `webview, its scripts in the code cache, as a shell opens a page every time after the first.`,
    ``,
    `| route | path | network first | package first | handed in first | network again | package again | handed in again | package size | gzip |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.path} | ${s(r.network)} | ${s(r.package)} | ${s(r.handed)} | ${s(r.networkAgain)} | ` +
        `${s(r.packageAgain)} | ${s(r.handedAgain)} | ${(r.size / 1024).toFixed(0)} kB | ${(r.gzip / 1024).toFixed(0)} kB |`,
    ),
    ``,
    `${packages.length} packages, ${(total / 1024).toFixed(0)} kB in all (files stored, compressed by HTTP on download).`,
    `A one-line change to /badSpark's bundle (renamed, index.html updated): a ${patchBytes}-byte patch.`,
    ``,
  ];
}
