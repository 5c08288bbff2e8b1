#!/usr/bin/env node
/** `npm run build`: the kit package (tsup) and every page (dist/site). `--site` builds only the pages. */
import { spawnSync } from 'node:child_process';
import { buildSite } from './lib/site-build.mjs';
import { root } from './lib/paths.mjs';

const siteOnly = process.argv.includes('--site');

if (!siteOnly) {
  const tsup = spawnSync('npm', ['run', 'build', '--workspace', '@loan-webview/kit'], { cwd: root, stdio: 'inherit' });
  if (tsup.status !== 0) process.exit(tsup.status ?? 1);
}

try {
  const manifest = await buildSite();
  for (const page of manifest.pages) {
    console.log(`  ${page.url.padEnd(32)} js ${(page.js.gzip / 1024).toFixed(1).padStart(6)} kB gzip  (${page.route})`);
  }
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}
