#!/usr/bin/env node
/**
 * End-to-end tests: Playwright driving the system Chromium against `npm start`'s server, against Debian's nginx
 * with deploy/nginx.conf (e2e/nginx.spec.ts), and the built Storybook's visual baselines (e2e/visual.spec.ts).
 * The specs list pages and stories from the builds, so the pages are built first (`npm test` says, with
 * LOAN_SITE_BUILT=1, that its build step just did) and a missing Storybook build is made. The server then serves
 * that build instead of building again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { root, siteDir } from './lib/paths.mjs';

const step = (command, args) => {
  const status = spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
};
// The specs import the kit's built subpaths (Node has no source condition), and test what the pages are now.
const built =
  process.env.LOAN_SITE_BUILT === '1' &&
  existsSync(path.join(siteDir, 'manifest.json')) &&
  existsSync(path.join(root, 'packages/kit/dist/index.js'));
if (!built) {
  step('node', ['scripts/build.mjs']);
}
// Only the specs of the built Storybook read it: a run of other named specs does not wait for its build.
const specs = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));
const needsStorybook = specs.length === 0 || specs.some((spec) => /(visual|storybook)\.spec\.ts$/.test(spec));
if (needsStorybook && !existsSync(path.join(root, 'dist/storybook/index.json'))) {
  step('npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet']);
}

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
