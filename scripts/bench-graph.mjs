#!/usr/bin/env node
/**
 * `npm run bench:graph -- <route> [warm] [runs]`: where a page's simulated LCP goes. Runs Lighthouse like
 * `npm run bench` (mobile, simulated throttling) on one page of the last build, then prints the graph Lantern
 * simulated for LCP: each request and main-thread task with its simulated start and end (ms), and the protocol and
 * bytes of each request. The LCP is the end of the last of them, whether or not the paint needed it (ADR 0063).
 * With `runs` above 1 it prints each run's LCP only. Measurements only: nothing here fails a build.
 */
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { ensureChromium, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { exampleUrl } from './lib/examples.mjs';
import { lighthouseFlags } from './lib/lighthouse.mjs';
import { siteDir } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';

const [route, mode = 'cold', runsArg = '1'] = process.argv.slice(2);
const manifest = JSON.parse(await readFile(path.join(siteDir, 'manifest.json'), 'utf8'));
const page = manifest.pages.find((candidate) => candidate.route === route);
if (!page) {
  console.error(`usage: npm run bench:graph -- <route> [cold|warm] [runs]; routes of the last build (npm run build):
${manifest.pages.map((candidate) => candidate.route).join(' ')}`);
  process.exit(1);
}
const warm = mode === 'warm';
const runs = Number(runsArg);
const artifactsDir = path.join(os.tmpdir(), `bench-graph-${route}`);

const app = await startServer({ port: Number(process.env.PORT ?? 4321) });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const flags = lighthouseFlags({ port: chrome.port });
const url = exampleUrl(app.origin, page);
const name = (request) => request.url.replace(app.origin, '').replace(/\?.*/, '');

try {
  for (let run = 0; run < runs; run += 1) {
    // Warm: the visit before leaves its offline worker and HTTP cache, as in `npm run bench`.
    if (warm) await lighthouse(url, flags);
    await lighthouse(url, { ...flags, gatherMode: artifactsDir, disableStorageReset: warm });
    const artifacts = await loadArtifacts(artifactsDir);
    const { settings } = artifacts;
    const lcp = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator: null,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
      },
      { computedCache: new Map(), settings },
    );
    console.log(`${route} ${mode}: simulated LCP ${Math.round(lcp.timing)} ms`);
    if (runs > 1) continue;
    const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].map(([node, timing]) => ({
      ...timing,
      what:
        node.type === 'network'
          ? `${name(node.request)}  ${node.request.transferSize} B ${node.request.protocol}`
          : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed`,
    }));
    rows.sort((a, b) => a.startTime - b.startTime);
    for (const row of rows)
      console.log(
        `${String(Math.round(row.startTime)).padStart(6)} ${String(Math.round(row.endTime)).padStart(6)}  ${row.what}`,
      );
  }
} finally {
  await chrome.kill();
  await app.close();
  await rm(artifactsDir, { recursive: true, force: true });
}
