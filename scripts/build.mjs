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
import { discardRefusedBuild, releaseRefusal } from './lib/release-check.mjs';
import { pagesConfigFile } from './lib/sample-config.mjs';

const siteOnly = process.argv.includes('--site');
const release = process.argv.includes('--release');
const configFile = pagesConfigFile({ sample: !release });

if (!siteOnly) {
  const tsup = spawnSync('npm', ['run', 'build', '--workspace', '@loan-webview/kit'], { cwd: root, stdio: 'inherit' });
  if (tsup.status !== 0) process.exit(tsup.status ?? 1);
}

try {
  const manifest = await buildSite({ release });
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
  const refusal = await releaseRefusal(configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : {}, siteDir);
  if (refusal.length > 0) {
    discardRefusedBuild([siteDir, packagesDir]);
    console.error(
      `\n${refusal.join('\n')}\n(dist/site and dist/packages removed: a refused release leaves nothing to deploy)`,
    );
    process.exit(1);
  }
  console.log(
    'release check: the lender named, its charges within the ceilings, no placeholder or note to counsel left',
  );
}
