#!/usr/bin/env node
/** End-to-end tests: Playwright driving the system Chromium against `npm start`'s server. */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
