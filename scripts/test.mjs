#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find. Stops after the first group with a failing
 * step. Steps in one group need nothing from each other and run side by side (their output is printed whole as
 * each ends); a group starts once the one before has passed.
 * [type check, lint, build (kit + pages), Debian packages] -> unit, component and portable-story tests ->
 * [size budgets, the bundles against the browser floor, package checks, install test, offline packages, Storybook
 * build, every page and the main flows in Chromium 88 and WebKit] -> end-to-end tests in the system Chromium -> the
 * units, stories and the e2e tests that show dates again, on other days (the machine's clock moved by faketime).
 * The build reads only sources, so it shares the cores with the type check and lint. The unit tests run alone:
 * beside the others, a test running ESLint in process passed its 5 s timeout on a fresh clone (ADR 0054).
 */
import { spawn } from 'node:child_process';
import { root } from './lib/paths.mjs';

const groups = [
  [
    ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['lint (ESLint, Stylelint tokens, Prettier)', 'npm', ['run', '--silent', 'lint']],
    ['build', 'node', ['scripts/build.mjs']],
    // The only step that runs apt-get: later steps side by side would otherwise fight for dpkg's lock.
    ['system packages (Chromium, fonts, WebKit, nginx)', 'node', ['scripts/system-packages.mjs']],
  ],
  [['unit, component and story tests', 'npx', ['vitest', 'run']]],
  [
    ['size budgets', 'node', ['scripts/check-budgets.mjs']],
    ['bundles against the browser floor', 'node', ['scripts/check-floor.mjs']],
    ['package checks (publint, attw)', 'node', ['scripts/check-package.mjs']],
    ['install test (the packed kit in a fresh app)', 'node', ['scripts/check-install.mjs']],
    ['offline packages (packed, signed, verified, patched)', 'node', ['scripts/check-packages.mjs']],
    ['storybook build', 'npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet']],
    ['engine matrix (Chromium 88, WebKit)', 'node', ['scripts/engines.mjs']],
    [
      'new-page generator (a page generated, checked, built and tested in a copy)',
      'node',
      ['scripts/check-new-page.mjs'],
    ],
  ],
  [['end-to-end tests (e2e)', 'node', ['scripts/e2e.mjs']]],
  // A date written into a test or a fixture fails here, not on the day the calendar reaches it (issue 80). Alone: the
  // units beside the build's checks would wait on a loaded machine's timers, the reason they run alone above.
  [
    [
      'on other days (faketime: units and stories +100 and -40 days, the e2e tests that show dates +100 days)',
      'node',
      ['scripts/another-day.mjs'],
    ],
  ],
];

const only = process.argv.slice(2);
// A word that names no step would run nothing and report success: say so and fail instead.
const unmatched = only.filter((word) => !groups.flat().some(([name]) => name.includes(word)));
if (unmatched.length) {
  console.error(`No step's name contains ${unmatched.map((word) => `"${word}"`).join(', ')}. The steps:`);
  for (const [name] of groups.flat()) console.error(`  ${name}`);
  process.exit(2);
}
// Once this run has built the pages, the end-to-end step serves that build instead of making it again (30 s).
const env = { ...process.env, FORCE_COLOR: '0', LOAN_SITE_BUILT: '0' };
const started = Date.now();
const times = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step; alone it prints as it goes, beside others its output comes whole when it ends. */
function run([name, command, args], alone) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      times.push([name, (Date.now() - stepStart) / 1000]);
      if (!alone) console.log(`\n── ${name} ──\n${Buffer.concat(output).toString().trimEnd()}`);
      if (code === 0) console.log(`✔ ${name} (${seconds(stepStart)} s)`);
      else console.error(`\n✖ ${name} failed (exit ${code ?? signal})`);
      resolve(code === 0);
    });
  });
}

// Each step's time, printed at the end whatever the outcome: where the suite's minutes go (steps side by side
// overlap, so they add up to more than the total).
const printTimes = () => {
  console.log('\nstep times:');
  for (const [name, time] of times) console.log(`  ${time.toFixed(1).padStart(6)} s  ${name}`);
  console.log(`  ${seconds(started).padStart(6)} s  total`);
};

let passed = 0;
for (const group of groups) {
  const steps = group.filter(([name]) => !only.length || only.some((word) => name.includes(word)));
  if (!steps.length) continue;
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = results.filter((ok) => !ok).length;
  passed += results.length - failed;
  if (failed) {
    printTimes();
    console.log(`steps: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
  if (steps.some(([name]) => name === 'build')) env.LOAN_SITE_BUILT = '1';
}
printTimes();
console.log(`\nall checks passed in ${seconds(started).replace(/\.\d$/, '')} s`);
console.log(`steps: ${passed} passed, 0 failed`);
