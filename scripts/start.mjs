#!/usr/bin/env node
/**
 * `npm start`: builds every page, then serves dist/site and the embedded backend on one origin.
 * `npm run dev` (--watch) rebuilds on change. PORT picks the port; API_BASE proxies API calls to a real backend.
 * `--no-build` serves the build already in dist/site (the end-to-end step, which scripts/e2e.mjs builds for).
 */
import { readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { exampleUrl } from './lib/examples.mjs';
import { root, siteDir } from './lib/paths.mjs';
import { pageConfig } from './lib/sample-config.mjs';
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

let manifest;
try {
  manifest = noBuild
    ? JSON.parse(readFileSync(path.join(siteDir, 'manifest.json'), 'utf8'))
    : await buildSite({ minify: !watchMode });
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}

const app = await startServer({ port, apiBase, pageConfig: config });
console.log(`\nServing ${manifest.pages.length} page(s) at ${app.origin}`);
console.log(
  apiBase ? `API calls go to ${apiBase}` : 'API calls are answered by the embedded backend (packages/mock-backend)',
);
console.log('');
// The test page first: it is the index testers open (it links every other page).
const pages = [...manifest.pages].sort((a, b) => Number(b.route === 'testPreview') - Number(a.route === 'testPreview'));
for (const page of pages) console.log(`  ${page.route.padEnd(20)} ${exampleUrl(app.origin, page)}`);
console.log('');

if (watchMode) {
  let timer;
  let building = false;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (building) return rebuild();
      building = true;
      try {
        await buildSite({ minify: false });
        await app.reloadBackend();
      } catch (error) {
        console.error(`rebuild failed: ${error.message}`);
      } finally {
        building = false;
      }
    }, 150);
  };
  for (const dir of ['packages', 'entries']) {
    watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      if (file && !file.includes('node_modules') && !file.includes(`${path.sep}dist${path.sep}`)) rebuild();
    });
  }
  console.log('Watching packages/ and entries/ for changes…');
}

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
