#!/usr/bin/env node
/**
 * The engine matrix (issue 45, ADR 0058): beside the end-to-end suite in the current Chromium, every page of the
 * route table and the main flows in the engines of the browser floor: Chromium 88 (the oldest Android WebView we
 * serve) and WebKit (the engine family of iPhones). The checks are e2e/engines/checks.mjs. Serves the built site
 * as built and as `npm start` does, data pages rendered at the edge (build first: `npm test` does).
 * `node scripts/engines.mjs webkit` runs one engine.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fieldFigures, flows, pageWorks, probes } from '../e2e/engines/checks.mjs';
import { launchChromium88, launchWebKit } from './lib/engines.mjs';
import { exampleUrl } from './lib/examples.mjs';
import { root, siteDir } from './lib/paths.mjs';

const ENGINES = { chromium88: launchChromium88, webkit: launchWebKit };
const chosen = process.argv.slice(2).filter((name) => name in ENGINES);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const servers = [];
process.on('exit', () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  }
});

/** The built site as `npm start` serves it, with `env`; its origin once it answers. */
async function startSite(env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  servers.push(
    spawn('node', ['scripts/start.mjs', '--no-build'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'ignore',
      detached: true,
    }),
  );
  for (const until = Date.now() + 60_000; ;) {
    if (
      await fetch(`${origin}/manifest.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return origin;
    if (Date.now() > until) throw new Error('the site server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The pages as built, as the offline packages and static hosts serve them; and each data page rendered at the edge
// (ADR 0084), which the old engine must hydrate as it is: its locale data must not write a date otherwise.
// The edge site's API budget is one a loaded machine keeps (it runs beside the build's other checks): a render
// served as built for a slow first answer failed 'rendered at the edge hydrates as it is' once. The budget itself is
// scripts/edge-worker.test.ts's, as for the e2e servers (playwright.config.ts).
const [origin, edgeOrigin] = await Promise.all([
  startSite({ LOAN_EDGE: 'off' }),
  startSite({ LOAN_EDGE_BUDGET_MS: '3000' }),
]);

const { pages } = JSON.parse(readFileSync(path.join(siteDir, 'manifest.json'), 'utf8'));
let passed = 0;
let failed = 0;

/** One check: its own failure and the page's problems (console errors, uncaught errors, failed requests). */
async function check(engine, page, name, run) {
  const started = Date.now();
  try {
    const result = await run();
    const problems = (await page.problems()).filter((problem) => !problem.includes('/__engine-vitals'));
    if (problems.length) throw new Error(problems.join('; '));
    passed += 1;
    const said = result === undefined || result === true ? '' : `: ${JSON.stringify(result)}`;
    console.log(`  ✓ ${engine.name} › ${name}${said} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`  ✘ ${engine.name} › ${name}\n      ${String(error.message ?? error).split('\n')[0]}`);
  }
}

for (const [key, launch] of Object.entries(ENGINES)) {
  if (chosen.length && !chosen.includes(key)) continue;
  const engine = await launch();
  console.log(`\n${engine.name}: ${engine.version}`);
  const page = await engine.page();
  for (const built of pages) {
    await check(engine, page, `${built.url} (${built.route}) shows its content`, () =>
      pageWorks(page, exampleUrl(origin, built)),
    );
    if (!built.firstRequest) continue;
    await check(engine, page, `${built.url} (${built.route}) rendered at the edge hydrates as it is`, async () => {
      await pageWorks(page, exampleUrl(edgeOrigin, built));
      if (!(await page.run(() => !!document.getElementById('loan-rendered')))) throw new Error('not rendered');
    });
  }
  for (const probe of probes) {
    await check(engine, page, probe.name, async () => {
      await pageWorks(page, probe.url(origin));
      return probe.check(page);
    });
  }
  for (const flow of flows) await check(engine, page, flow.name, () => flow.run(page, origin));
  // A shell's configuration before the page script needs a script that runs first: Chromium's driver has one,
  // WebDriver has none (and Safari from 15.4 has Array.prototype.at, which broke the figures in Chromium 88-91).
  if (key === 'chromium88') {
    const configured = await engine.page({ config: fieldFigures.config });
    await check(engine, configured, fieldFigures.name, async () => {
      await configured.goto(fieldFigures.url(origin));
      return fieldFigures.check(configured);
    });
    await configured.close();
  }
  await page.close();
  await engine.close();
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
