#!/usr/bin/env node
/**
 * `npm run bench`: builds, prints every page's JS/CSS bytes from the manifest, and runs Lighthouse (mobile
 * preset, simulated throttling, the system Chromium) three times per page against the embedded backend,
 * reporting the median. Each page is measured cold (storage and caches cleared, a first visit) and warm (the
 * offline worker and HTTP cache kept from the visits before, as for a borrower who opened the page yesterday).
 * Writes bench/results.md. Measurements only: nothing here fails a build.
 *
 * Each data page is also measured rendered by the edge renderer in workerd (ADR 0084), cold, beside the page as built:
 * its LCP against the static page's (goal: at most 1.2 ×).
 *
 * Then the packaged mode (scripts/lib/bench-packaged.mjs, ADR 0072): each data page in the emulated shell, over the
 * network, from its offline package, and from its package with the first answer handed in, with the packages'
 * sizes and a one-line change's patch. BENCH_MODE=packaged runs only that; BENCH_MODE=lighthouse only Lighthouse.
 *
 * BENCH_THROTTLING=devtools throttles the real load instead of simulating it (slower, noisier): Lighthouse's
 * simulation does not know that a module runs only once its imports are in, so it can rank a change that loads
 * a page's modules in one wave as slower when the throttled load is faster (ADR 0063). Writes
 * bench/results-devtools.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { exampleUrl } from './lib/examples.mjs';
import { lighthouseFlags } from './lib/lighthouse.mjs';
import { root } from './lib/paths.mjs';
import { startEdgeRenderer } from './lib/edge-runtime.mjs';
import { pageConfig } from './lib/sample-config.mjs';
import { startServer } from './lib/server.mjs';
import { buildSite } from './lib/site-build.mjs';
import { benchPackaged, packagedTable } from './lib/bench-packaged.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEVTOOLS = process.env.BENCH_THROTTLING === 'devtools';
const MODE = process.env.BENCH_MODE ?? 'all';
const only = process.argv.slice(2);
const kB = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const manifest = await buildSite();
const pages = manifest.pages.filter((page) => MODE !== 'packaged' && (!only.length || only.includes(page.route)));
const app = await startServer({ port: Number(process.env.PORT ?? 4320) });
// `npm start` as it is: the data pages through the edge renderer, with the sample lender's configuration.
let edge;
const config = pageConfig({ sample: true });
const edgeApp = await startServer({
  port: Number(process.env.PORT ?? 4320) + 1,
  pageConfig: config,
  renderer: {
    paths: new Set(manifest.pages.filter((page) => page.firstRequest).map((page) => page.url)),
    render: (url, headers) => edge.render(url, headers),
  },
});
edge = await startEdgeRenderer({ config, apiBase: edgeApp.origin });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

/** One Lighthouse run of a page's example URL (with `extra` query), cold or warm. */
const measurePage = async (page, warm, origin = app.origin, extra = '') => {
  const result = await lighthouse(`${exampleUrl(origin, page)}${extra}`, {
    ...lighthouseFlags({ port: chrome.port, throttlingMethod: DEVTOOLS ? 'devtools' : 'simulate' }),
    // Cold: Lighthouse clears the origin's storage, caches and workers first. Warm keeps what the visit
    // before left (the last cold run registered the worker, which cached the page's files at install).
    disableStorageReset: warm,
  });
  const { categories, audits } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
};

const rows = [];
let packaged;
let slowApi;
try {
  for (const page of pages) {
    const measure = (warm, origin) => measurePage(page, warm, origin);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(false));
    const warmRuns = [];
    for (let i = 0; i < RUNS; i += 1) warmRuns.push(await measure(true));
    const edgeRuns = [];
    if (page.firstRequest) for (let i = 0; i < RUNS; i += 1) edgeRuns.push(await measure(false, edgeApp.origin));
    const pick = (key, from = runs) => median(from.map((run) => run[key]));
    const row = {
      route: page.route,
      url: page.url,
      initialJs: page.initialJs,
      contentJs: page.contentJs ?? page.initialJs,
      js: page.js,
      css: page.css,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      warmScore: pick('score', warmRuns),
      warmLcp: pick('lcp', warmRuns),
      warmTbt: pick('tbt', warmRuns),
      ...(edgeRuns.length && {
        edgeScore: pick('score', edgeRuns),
        edgeFcp: pick('fcp', edgeRuns),
        edgeLcp: pick('lcp', edgeRuns),
        edgeTbt: pick('tbt', edgeRuns),
      }),
    };
    rows.push(row);
    console.log(
      `${row.route.padEnd(20)} initial js ${kB(row.initialJs.gzip).padStart(6)} kB gz  perf ${String(row.score).padStart(3)}  ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ` +
        `warm: perf ${row.warmScore} LCP ${(row.warmLcp / 1000).toFixed(2)} s TBT ${Math.round(row.warmTbt)} ms` +
        (row.edgeLcp === undefined ? '' : `  rendered: LCP ${(row.edgeLcp / 1000).toFixed(2)} s`),
    );
  }
  // The renderer's worst case: an API slower than its budget (the embedded backend's `mock=slow`, 2 s). The page as
  // built then comes after the budget: it should cost no more than that over the page as built straight away.
  const slowPage = pages.find((page) => page.route === 'loanDetailUrl');
  if (slowPage) {
    const slowRuns = async (origin) => {
      const lcps = [];
      for (let i = 0; i < RUNS; i += 1) lcps.push((await measurePage(slowPage, false, origin, '&mock=slow')).lcp);
      return median(lcps);
    };
    slowApi = { asBuilt: await slowRuns(app.origin), throughRenderer: await slowRuns(edgeApp.origin) };
    console.log(
      `API 2 s slow (${slowPage.route}): LCP as built ${(slowApi.asBuilt / 1000).toFixed(2)} s, through the renderer ${(slowApi.throughRenderer / 1000).toFixed(2)} s`,
    );
  }
  if (MODE !== 'lighthouse') packaged = await benchPackaged({ origin: app.origin, manifest, runs: RUNS, only });
} finally {
  await chrome.kill();
  await app.close();
  await edgeApp.close();
  await edge.close();
}

const resultsFile = path.join(root, DEVTOOLS ? 'bench/results-devtools.md' : 'bench/results.md');
const line = (r) =>
  `| ${r.route} | ${r.url} | ${kB(r.initialJs.gzip)} kB | ${kB(r.contentJs.gzip)} kB | ${kB(r.js.bytes)} kB | ${kB(r.js.gzip)} kB | ${kB(r.css.bytes)} kB | ${kB(r.css.gzip)} kB | ` +
  `${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ` +
  `${r.warmScore} | ${(r.warmLcp / 1000).toFixed(2)} s | ${Math.round(r.warmTbt)} ms |`;
// The results hold three parts, each rewritten only by a run that measured it: Lighthouse's, the rendered mode's
// (measured with it), then the packaged mode's.
const lastResults = existsSync(resultsFile) ? await readFile(resultsFile, 'utf8') : '';
const lastEdge = /## Rendered at the edge[\s\S]*?(?=## Packaged mode|$)/.exec(lastResults)?.[0] ?? '';
const [lastLighthouse = '', lastPackaged = ''] = lastResults.replace(lastEdge, '').split(/(?=## Packaged mode)/);
// `npm run bench -- <route…>` measures some pages: the other pages keep their last Lighthouse row.
const measured = new Set(rows.map((r) => r.route));
const kept = only.length
  ? lastLighthouse.split('\n').filter((l) => /^\| \w+ \| \//.test(l) && !measured.has(l.split(' | ')[0].slice(2)))
  : [];
const lighthousePart =
  MODE === 'packaged'
    ? lastLighthouse.trimEnd()
    : [
        `# Bench results`,
        ``,
        `Lighthouse 12, mobile preset (${DEVTOOLS ? 'devtools' : 'simulated'} throttling), median of ${RUNS} runs, system Chromium, embedded backend.`,
        `Goals (issue 30): a data page LCP at most 1.6 s cold and 0.9 s warm, TBT at most 50 ms, performance 100, CLS 0,`,
        `and JS before its content within the budget (scripts/lib/budgets.mjs); a static page performance 100, LCP at most 0.8 s, no page bundle.`,
        ``,
        `Cold: storage, caches and workers cleared (a first visit). Warm: what the visit before left, the offline worker`,
        `and the HTTP cache (a borrower who opened the page yesterday). kB = 1024 bytes.`,
        ``,
        `Initial JS is what runs before the page hydrates (boot script, entry, its static imports); before content adds`,
        `the chunks preloaded with it (the content a page shows with its data, the configuration); all JS adds the chunks`,
        `loaded later (dialogs, other languages, the offline worker). CSS is inlined in the HTML.`,
        ``,
        `| route | path | initial JS gzip | before content gzip | all JS raw | all JS gzip | CSS raw | CSS gzip | perf | FCP | LCP | TBT | CLS | warm perf | warm LCP | warm TBT |`,
        `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
        ...kept,
        ...rows.map(line),
      ].join('\n');
// The static page the rendered ones are held to: the company site's loan page, the one issue 68 measured.
const staticRow = rows.find((r) => r.route === 'companyLoan');
const edgeRows = rows.filter((r) => r.edgeLcp !== undefined);
const ratio = (lcp) => (staticRow ? `${(lcp / staticRow.lcp).toFixed(2)} ×` : 'n/a');
const keptEdge = only.length
  ? lastEdge.split('\n').filter((l) => /^\| \w+ \| \//.test(l) && !measured.has(l.split(' | ')[0].slice(2)))
  : [];
const keptSlow =
  !slowApi && only.length
    ? lastEdge.split('\n').filter((l) => /^(With the API|LCP .* through the renderer)/.test(l))
    : [];
const edgePart =
  MODE === 'packaged' || !edgeRows.length
    ? lastEdge.trimEnd()
    : [
        `## Rendered at the edge`,
        ``,
        `Each data page cold, as built (the page asks the API from the browser) and rendered by the edge renderer in workerd`,
        `(its content and answer in the first HTML, ADR 0084), same runs and throttling; × is LCP against the static`,
        `page${staticRow ? ` ${staticRow.url} (LCP ${(staticRow.lcp / 1000).toFixed(2)} s this run)` : ''}. Goal: rendered at most 1.2 × static.`,
        ``,
        `| route | path | as built LCP | × static | rendered FCP | rendered LCP | × static | rendered TBT | rendered perf |`,
        `|---|---|---:|---:|---:|---:|---:|---:|---:|`,
        ...keptEdge,
        ...edgeRows.map(
          (r) =>
            `| ${r.route} | ${r.url} | ${(r.lcp / 1000).toFixed(2)} s | ${ratio(r.lcp)} | ${(r.edgeFcp / 1000).toFixed(2)} s | ` +
            `${(r.edgeLcp / 1000).toFixed(2)} s | ${ratio(r.edgeLcp)} | ${Math.round(r.edgeTbt)} ms | ${r.edgeScore} |`,
        ),
        ...(slowApi
          ? [
              ``,
              `With the API 2 s slow (\`mock=slow\`, past the renderer's 300 ms budget), the order page is served as built:`,
              `LCP ${(slowApi.asBuilt / 1000).toFixed(2)} s served as built directly, ${(slowApi.throughRenderer / 1000).toFixed(2)} s through the renderer.`,
            ]
          : keptSlow.length
            ? ['', ...keptSlow]
            : []),
      ].join('\n');
const packagedPart = (packaged ? packagedTable(packaged, RUNS).join('\n') : lastPackaged).trimEnd();
await mkdir(path.join(root, 'bench'), { recursive: true });
await writeFile(resultsFile, `${[lighthousePart, edgePart, packagedPart].filter(Boolean).join('\n\n')}\n`);
console.log(`\nwrote ${path.relative(root, resultsFile)}`);
