#!/usr/bin/env node
/**
 * End-to-end tests: Playwright driving the system Chromium against `npm start`'s server, and against Debian's
 * nginx with deploy/nginx.conf (e2e/nginx.spec.ts).
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { root } from './lib/paths.mjs';

let chromium;
try {
  chromium = ensureChromium();
  // Installed here, once, not by the test workers (two apt-get runs would fight over dpkg's lock).
  ensureNginx();
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
