#!/usr/bin/env node
/**
 * `npm test`'s check of the offline packages on the real build (ADR 0072): dist/packages lists every page of
 * dist/site with its files byte for byte; packed again with a throwaway Ed25519 key, every package and the index
 * pass the kit's verification reference (the built `@loan-webview/kit/offline`) and a package changed by one byte
 * is refused; a one-line change to a page makes a patch that rebuilds the new package exactly. Prints the sizes.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { applyDelta } from 'fossil-delta';
import { importPublicKey, verifyIndex, verifyPackage } from '@loan-webview/kit/offline';
import { buildPackages, packOneLineChange } from './lib/offline-packages.mjs';
import { packagesDir, siteDir } from './lib/paths.mjs';

const problems = [];
const fail = (message) => problems.push(message);
const read = (file) => new Uint8Array(readFileSync(file));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const quiet = () => undefined;

const manifest = JSON.parse(readFileSync(path.join(siteDir, 'manifest.json'), 'utf8'));
const built = JSON.parse(readFileSync(path.join(packagesDir, 'index.json'), 'utf8'));

// 1. What the build wrote: one package per page, its files those of the page folder.
for (const page of manifest.pages) {
  const entry = built.packages.find((candidate) => candidate.route === page.route);
  if (!entry) {
    fail(`${page.route}: no package in dist/packages/index.json`);
    continue;
  }
  const inside = unzipSync(read(path.join(packagesDir, entry.file)));
  const folder = path.join(siteDir, page.path === '/' ? '' : page.path);
  const names = page.files.map((file) => file.file).sort();
  if (JSON.stringify(Object.keys(inside).sort()) !== JSON.stringify(names)) fail(`${entry.file}: not the page's files`);
  for (const name of names) {
    if (!Buffer.from(inside[name] ?? []).equals(readFileSync(path.join(folder, name)))) {
      fail(`${entry.file}: ${name} differs from dist/site`);
    }
  }
}

// 2. Signed: each package and the index pass the reference; one changed byte does not.
const work = mkdtempSync(path.join(tmpdir(), 'check-packages-'));
try {
  const { privateKey } = generateKeyPairSync('ed25519');
  const signedDir = path.join(work, 'signed');
  const signed = await buildPackages({
    siteDir,
    outDir: signedDir,
    manifest,
    shellContract: manifest.shellContract,
    key: privateKey,
    log: quiet,
  });
  const key = await importPublicKey(signed.publicKey);
  const indexVerdict = await verifyIndex(
    read(path.join(signedDir, 'index.json')),
    readFileSync(path.join(signedDir, 'index.json.sig'), 'utf8'),
    key,
  );
  if (!indexVerdict.ok) fail(`signed index: ${indexVerdict.reason}`);
  const options = { key, shellContract: manifest.shellContract };
  for (const entry of signed.packages) {
    const verdict = await verifyPackage(read(path.join(signedDir, entry.file)), entry, options);
    if (!verdict.ok) fail(`${entry.file}: refused (${verdict.reason})`);
  }
  const detail = signed.packages.find((entry) => entry.route === 'loanDetailUrl');
  const tampered = read(path.join(signedDir, detail.file));
  tampered[Math.floor(tampered.length / 2)] ^= 1;
  const tamperedVerdict = await verifyPackage(tampered, detail, options);
  if (tamperedVerdict.ok) fail(`${detail.file} changed by one byte was accepted`);

  // 3. A one-line change to the page's bundle, packed against the signed packages as the previous version.
  const next = await packOneLineChange({
    siteDir,
    manifest,
    route: detail.route,
    previousDir: signedDir,
    workDir: work,
    key: privateKey,
  });
  const patchedDir = next.outDir;
  const nextDetail = next.packages.find((entry) => entry.route === detail.route);
  const [patch] = nextDetail.patches;
  if (!patch) fail('no patch for the changed page');
  else {
    const rebuilt = applyDelta(read(path.join(signedDir, detail.file)), read(path.join(patchedDir, patch.file)));
    const verdict = await verifyPackage(new Uint8Array(rebuilt), nextDetail, options);
    if (!verdict.ok) fail(`the patched package is refused (${verdict.reason})`);
    if (next.packages.some((entry) => entry.route !== detail.route && entry.patches.length)) {
      fail('pages that did not change got patches');
    }
    const sizes = built.packages.map((entry) => entry.size).sort((a, b) => a - b);
    console.log(
      `offline packages: ${built.packages.length}, ${kB(sizes[0])} to ${kB(sizes.at(-1))} ` +
        `(${kB(sizes.reduce((sum, size) => sum + size, 0))} in all); ${detail.path} ${kB(detail.size)} ` +
        `(gzip over HTTP ${kB(gzipSync(read(path.join(packagesDir, detail.file))).length)}), ` +
        `a one-line change patched in ${patch.size} bytes`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`offline packages: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('offline packages: every page packed, signed, verified; a tampered package refused; a patch applied');
