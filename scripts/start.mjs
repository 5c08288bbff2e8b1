#!/usr/bin/env node
/**
 * `npm start`: builds every page, then serves dist/site and the embedded backend on one origin.
 * `npm run dev` (--watch) rebuilds only the pages a change touches and reloads the open ones. PORT picks the port;
 * API_BASE proxies API calls to a real backend.
 * `--no-build` serves the build already in dist/site (the end-to-end step, which scripts/e2e.mjs builds for).
 */
import { readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { exampleUrl } from './lib/examples.mjs';
import { root, siteDir } from './lib/paths.mjs';
import { pageConfig } from './lib/sample-config.mjs';
import { startEdgeRenderer } from './lib/edge-runtime.mjs';
import { startServer } from './lib/server.mjs';
import { buildSite } from './lib/site-build.mjs';

const watchMode = process.argv.includes('--watch');
const noBuild = process.argv.includes('--no-build');
const port = Number(process.env.PORT ?? 8080);
const apiBase = process.env.API_BASE || undefined;
// Every page gets the build's configuration (LOAN_CONFIG_FILE, else the embedded backend's sample lender, which
// a real backend behind API_BASE never gets): the static pages are prerendered with it, the others are served
// with it, as the backend's templates would give it.
const config = pageConfig({ sample: !apiBase });

// Each entry's source files, from the root: a change rebuilds the pages built from it (`npm run dev`).
const inputs = new Map();
let manifest;
try {
  manifest = noBuild
    ? JSON.parse(readFileSync(path.join(siteDir, 'manifest.json'), 'utf8'))
    : await buildSite({ minify: !watchMode, inputs });
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}

// The data pages come with their content from the edge renderer in workerd (ADR 0084), as a lender's CDN would
// serve them, asking this server's API (the embedded backend, or API_BASE through it) for each page's first
// answer within LOAN_EDGE_BUDGET_MS (300 by default). `npm run dev` rebuilds pages, not the worker, so it serves them
// as built; so does LOAN_EDGE=off.
const useEdge = !watchMode && process.env.LOAN_EDGE !== 'off';
let edge;
const renderer = useEdge && {
  paths: new Set(manifest.pages.filter((page) => page.firstRequest).map((page) => page.url)),
  render: (url, headers) => edge.render(url, headers),
};
const app = await startServer({ port, apiBase, pageConfig: config, devReload: watchMode, renderer });
if (useEdge) {
  edge = await startEdgeRenderer({
    config,
    apiBase: app.origin,
    budgetMs: Number(process.env.LOAN_EDGE_BUDGET_MS) || undefined,
  });
}
console.log(`\nServing ${manifest.pages.length} page(s) at ${app.origin}`);
console.log(
  apiBase ? `API calls go to ${apiBase}` : 'API calls are answered by the embedded backend (packages/mock-backend)',
);
console.log(
  edge
    ? 'Data pages are rendered with their data by the edge renderer in workerd (LOAN_EDGE=off serves them as built)'
    : 'Data pages are served as built: each loads its data in the browser',
);
console.log('');
// The test page first: it is the index testers open (it links every other page).
const pages = [...manifest.pages].sort((a, b) => Number(b.route === 'testPreview') - Number(a.route === 'testPreview'));
for (const page of pages) console.log(`  ${page.route.padEnd(20)} ${exampleUrl(app.origin, page)}`);
console.log('');

if (watchMode) {
  const changed = new Set();
  let timer;
  let building = false;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (building) return rebuild();
      building = true;
      const files = [...changed];
      changed.clear();
      try {
        // The pages built from a changed file, and an entry folder's own page (a file it did not import yet).
        const names = [...inputs.keys()].filter(
          (name) =>
            files.some((file) => inputs.get(name).includes(file)) ||
            files.some((file) => file.startsWith(`entries/${name}/`)),
        );
        if (names.length) await buildSite({ minify: false, inputs, only: names });
        if (files.some((file) => file.startsWith('packages/mock-backend/'))) await app.reloadBackend();
        if (names.length || files.some((file) => file.startsWith('packages/mock-backend/'))) app.reloadPages();
      } catch (error) {
        console.error(`rebuild failed: ${error.message}`);
      } finally {
        building = false;
      }
    }, 50);
  };
  for (const dir of ['packages', 'entries']) {
    watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      if (!file || file.includes('node_modules') || file.includes(`${path.sep}dist${path.sep}`)) return;
      changed.add(path.posix.join(dir, file.split(path.sep).join('/')));
      rebuild();
    });
  }
  console.log('Watching packages/ and entries/: a change rebuilds the pages it touches and reloads them.');
}

const stop = () => Promise.all([app.close(), edge?.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
