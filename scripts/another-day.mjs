#!/usr/bin/env node
/**
 * The suite on other days (issue 80): Debian's faketime moves the clocks of Node and of every Chromium it starts for a
 * whole run, so a date written into a test, a story or a fixture fails here instead of on the day the calendar
 * reaches it. The embedded backend dates its books from the clock's day, so the pages and the backend move together.
 *
 *   node scripts/another-day.mjs                           both parts on their days: what `npm test` runs last
 *   node scripts/another-day.mjs units ['+100 days' ...]   the units that count days (pages, backend, formats,
 *                                                           credit) and every story, on +100 and -40 days or those given
 *   node scripts/another-day.mjs e2e ['+100 days' ...]     the e2e tests tagged @dates (e2e/clock.ts), on +100 days
 *
 * Days are faketime's (`'+100 days'`, `'-40 days'`, `'2028-02-29 10:00:00'`). The whole suite on another day is
 * `faketime '+100 days' npm test`.
 */
import { spawnSync } from 'node:child_process';
import { ensureSystemPackages, SYSTEM_PACKAGES } from './lib/apt.mjs';
import { root } from './lib/paths.mjs';

const PARTS = {
  units: {
    days: ['+100 days', '-40 days'],
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'units',
      '--project',
      'stories',
      'packages/pages',
      'packages/mock-backend',
      'packages/kit/src/format',
      'packages/kit/src/credit',
      '.storybook',
    ],
  },
  // A port of its own: the run may stand beside another e2e run.
  e2e: { days: ['+100 days'], command: ['node', 'scripts/e2e.mjs', '--grep', '@dates'], env: { E2E_PORT: '4350' } },
};

const [part, ...asked] = process.argv.slice(2);
if (part !== undefined && !(part in PARTS)) {
  console.error(`usage: node scripts/another-day.mjs [${Object.keys(PARTS).join('|')} ['+100 days' ...]]`);
  process.exit(2);
}
const missing = ensureSystemPackages(SYSTEM_PACKAGES.clock);
if (missing.length) {
  console.error(`Install Debian's ${missing.join(', ')} to run the suite on another day (apt-get install faketime).`);
  process.exit(1);
}
for (const name of part ? [part] : Object.keys(PARTS)) {
  const { days, command, env } = PARTS[name];
  for (const day of asked.length ? asked : days) {
    console.log(`\n${name} on ${day} (faketime): ${command.join(' ')}`);
    const { status, signal } = spawnSync('faketime', [day, ...command], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (status !== 0) {
      console.error(`${name} failed on ${day} (exit ${status ?? signal})`);
      process.exit(status || 1);
    }
  }
}
