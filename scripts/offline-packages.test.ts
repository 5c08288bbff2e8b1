import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { applyDelta } from 'fossil-delta';
import { afterAll, describe, expect, it } from 'vitest';
import { importPublicKey, verifyIndex, verifyPackage, type PackageEntry } from '@loan-webview/kit/offline';
// @ts-expect-error -- a build script in JavaScript, without types
import { buildPackages, publicKeyOf } from './lib/offline-packages.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'offline-packages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const { privateKey } = generateKeyPairSync('ed25519');

/** A built site of two pages, as dist/site and its manifest hold them; `version` changes one line of one file. */
function site(name: string, pageLine = 'console.log("v1");') {
  const siteDir = path.join(work, name);
  const files = {
    'index.html': '<!doctype html><title>Home</title>',
    'badSpark/index.html': '<!doctype html><title>Your loan</title><script src="./page-A.js"></script>',
    'badSpark/page-A.js': `${'export const rows = [];\n'.repeat(400)}${pageLine}\n`,
    'badSpark/sw.js': 'self.addEventListener("fetch", () => {});',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
  const manifest = {
    pages: [
      { route: 'companySite', path: '/', url: '/', hash: `home-${name}`, files: [{ file: 'index.html' }] },
      {
        route: 'loanDetailUrl',
        path: '/badSpark',
        url: '/badSpark/',
        hash: `detail-${name}`,
        firstRequest: { endpoint: 'loanDetails', payload: { orderId: { query: 'orderId' } }, path: '/planes/x' },
        files: ['index.html', 'page-A.js', 'sw.js'].map((file) => ({ file })),
      },
    ],
  };
  return { siteDir, manifest };
}

const quiet = () => undefined;
const bytes = (file: string) => new Uint8Array(readFileSync(file));

describe('offline packages (npm run build → dist/packages)', () => {
  it('packs each page folder, lists it in a signed index, and the kit’s reference accepts them', async () => {
    const { siteDir, manifest } = site('v1');
    const outDir = path.join(work, 'packages-v1');
    const index = await buildPackages({ siteDir, outDir, manifest, shellContract: 1, key: privateKey, log: quiet });
    const key = await importPublicKey(publicKeyOf(privateKey).publicKey);
    const indexBytes = bytes(path.join(outDir, 'index.json'));
    expect(await verifyIndex(indexBytes, readFileSync(path.join(outDir, 'index.json.sig'), 'utf8'), key)).toEqual({
      ok: true,
    });
    expect(index.packages.map((entry: PackageEntry) => [entry.route, entry.path, entry.file])).toEqual([
      ['companySite', '/', 'companySite-home-v1.zip'],
      ['loanDetailUrl', '/badSpark/', 'loanDetailUrl-detail-v1.zip'],
    ]);
    const detail = index.packages[1];
    expect(detail.firstRequest).toMatchObject({ endpoint: 'loanDetails' });
    const zip = bytes(path.join(outDir, detail.file));
    expect(await verifyPackage(zip, detail, { key, shellContract: 1 })).toEqual({ ok: true });
    // The zip holds the page folder's files at its root, as the page's relative URLs name them.
    const inside = unzipSync(zip);
    expect(Object.keys(inside).sort()).toEqual(['index.html', 'page-A.js', 'sw.js']);
    expect(Buffer.from(inside['page-A.js']!).equals(readFileSync(path.join(siteDir, 'badSpark/page-A.js')))).toBe(true);
    expect(detail.files.map((file: { path: string }) => file.path)).toEqual(['index.html', 'page-A.js', 'sw.js']);
  });

  it('refuses a package tampered with after the build', async () => {
    const outDir = path.join(work, 'packages-v1');
    const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8'));
    const key = await importPublicKey(index.publicKey);
    const zip = bytes(path.join(outDir, index.packages[1].file));
    zip[zip.length - 30] ^= 0xff;
    expect(await verifyPackage(zip, index.packages[1], { key, shellContract: 1 })).toMatchObject({ ok: false });
  });

  it('makes the same bytes from the same files (a rebuild is not an update)', async () => {
    const { siteDir, manifest } = site('v1');
    const again = path.join(work, 'packages-v1-again');
    await buildPackages({ siteDir, outDir: again, manifest, shellContract: 1, key: privateKey, log: quiet });
    const file = 'loanDetailUrl-detail-v1.zip';
    expect(readFileSync(path.join(again, file)).equals(readFileSync(path.join(work, 'packages-v1', file)))).toBe(true);
  });

  it('writes a patch from the previous version that rebuilds the new package, a fraction of its size', async () => {
    const { siteDir, manifest } = site('v2', 'console.log("v2, one line changed");');
    const outDir = path.join(work, 'packages-v2');
    const previousDir = path.join(work, 'packages-v1');
    const index = await buildPackages({
      siteDir,
      outDir,
      manifest,
      shellContract: 1,
      key: privateKey,
      previousDir,
      log: quiet,
    });
    const detail = index.packages[1];
    expect(detail.patches).toHaveLength(1);
    const [patch] = detail.patches;
    expect(patch.from).toBe('detail-v1');
    const rebuilt = applyDelta(
      bytes(path.join(previousDir, 'loanDetailUrl-detail-v1.zip')),
      bytes(path.join(outDir, patch.file)),
    );
    const key = await importPublicKey(index.publicKey);
    // What the shell does: apply, then check the result as if downloaded whole.
    expect(await verifyPackage(new Uint8Array(rebuilt), detail, { key, shellContract: 1 })).toEqual({ ok: true });
    expect(patch.size).toBeLessThan(detail.size / 2);
  });

  it('signs nothing without a key, and says so', async () => {
    const { siteDir, manifest } = site('v1');
    const outDir = path.join(work, 'packages-unsigned');
    const said: string[] = [];
    const index = await buildPackages({
      siteDir,
      outDir,
      manifest,
      shellContract: 1,
      log: (line: string) => said.push(line),
    });
    expect(index.signed).toBe(false);
    expect(index.packages.every((entry: PackageEntry) => entry.signature === undefined)).toBe(true);
    expect(said.join('\n')).toMatch(/NOT SIGNED.*LOAN_PACKAGE_SIGNING_KEY/);
    const key = await importPublicKey(publicKeyOf(privateKey).publicKey);
    const zip = bytes(path.join(outDir, index.packages[1].file));
    expect(await verifyPackage(zip, index.packages[1], { key, shellContract: 1 })).toMatchObject({ ok: false });
  });
});
