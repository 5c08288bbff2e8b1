#!/usr/bin/env node
/**
 * `npm run build`: the kit package (tsup) and every page (dist/site). `--site` builds only the pages.
 * The pages take `LOAN_CONFIG_FILE`'s configuration, else the embedded backend's sample lender
 * (packages/mock-backend/sample-config.json). `--release` (`npm run build:release`) takes no sample, and fails while
 * a page still shows template text (release-check.mjs).
 */
import { spawnSync } from 'node:child_process';
import { buildSite } from './lib/site-build.mjs';
import { packagesDir, root, siteDir } from './lib/paths.mjs';
import { buildPackages, signingKeyFrom } from './lib/offline-packages.mjs';
import { readFileSync } from 'node:fs';
import { chargesAboveCaps, identityPlaceholders, templateTextIn } from './lib/release-check.mjs';
import { pagesConfigFile } from './lib/sample-config.mjs';

const siteOnly = process.argv.includes('--site');
const release = process.argv.includes('--release');
const configFile = pagesConfigFile({ sample: !release });

if (!siteOnly) {
  const tsup = spawnSync('npm', ['run', 'build', '--workspace', '@loan-webview/kit'], { cwd: root, stdio: 'inherit' });
  if (tsup.status !== 0) process.exit(tsup.status ?? 1);
}

try {
  const manifest = await buildSite();
  for (const page of manifest.pages) {
    console.log(`  ${page.url.padEnd(32)} js ${(page.js.gzip / 1024).toFixed(1).padStart(6)} kB gzip  (${page.route})`);
  }
  await buildPackages({
    siteDir,
    outDir: packagesDir,
    manifest,
    shellContract: manifest.shellContract,
    key: signingKeyFrom(),
    previousDir: process.env.LOAN_PACKAGES_PREVIOUS,
  });
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}

if (release) {
  const config = configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
  const identity = identityPlaceholders(config);
  if (identity.length > 0) {
    console.error(`\nrelease build refused: the lender's identity is not set (${identity.join(', ')}).`);
    console.error(
      'The loan confirmation, the site and the promotion show it (SEC MC No. 19): set it in LOAN_CONFIG_FILE.',
    );
    process.exit(1);
  }
  const aboveCaps = chargesAboveCaps(config);
  if (aboveCaps.length > 0) {
    console.error(`\nrelease build refused: ${aboveCaps.length} charge(s) above the SEC's ceilings (legal.caps).`);
    for (const entry of aboveCaps) console.error(`  ${entry}`);
    process.exit(1);
  }
  const left = await templateTextIn(siteDir);
  if (left.length > 0) {
    console.error(
      `\nrelease build refused: ${left.length} placeholder(s) or note(s) to counsel a borrower would read.`,
    );
    console.error('Set the lender in LOAN_CONFIG_FILE and have counsel complete the legal texts:');
    for (const entry of left) console.error(`  ${entry}`);
    process.exit(1);
  }
  console.log(
    'release check: the lender named, its charges within the ceilings, no placeholder or note to counsel left',
  );
}
