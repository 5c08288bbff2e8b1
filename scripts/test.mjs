#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find. Stops at the first failing step.
 * Type check -> lint -> unit, component and portable-story tests -> build (kit + pages) -> size budgets -> package checks ->
 * install test ->
 * Storybook build -> end-to-end tests in the system Chromium.
 */
import { spawnSync } from 'node:child_process';
import { root } from './lib/paths.mjs';

const steps = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint (ESLint, Stylelint tokens, Prettier)', 'npm', ['run', '--silent', 'lint']],
  ['unit, component and story tests', 'npx', ['vitest', 'run']],
  ['build', 'node', ['scripts/build.mjs']],
  ['size budgets', 'node', ['scripts/check-budgets.mjs']],
  ['package checks (publint, attw)', 'node', ['scripts/check-package.mjs']],
  ['install test (the packed kit in a fresh app)', 'node', ['scripts/check-install.mjs']],
  ['storybook build', 'npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet']],
  ['end-to-end tests', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
let passed = 0;
// Once this run has built the pages, the end-to-end step serves that build instead of making it again (30 s).
const env = { ...process.env, FORCE_COLOR: '0', LOAN_SITE_BUILT: '0' };
const started = Date.now();
const times = [];
// Each step's time, printed at the end whatever the outcome: where the suite's minutes go.
const printTimes = () => {
  console.log('\nstep times:');
  for (const [name, seconds] of times) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
};
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  times.push([name, (Date.now() - stepStart) / 1000]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    printTimes();
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  if (name === 'build') env.LOAN_SITE_BUILT = '1';
  console.log(`✔ ${name} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}
printTimes();
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, 0 failed`);
