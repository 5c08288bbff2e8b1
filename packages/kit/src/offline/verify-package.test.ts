import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importPublicKey, verifyIndex, verifyPackage, type PackageEntry } from './verify-package';

const keys = generateKeyPairSync('ed25519');
const otherKeys = generateKeyPairSync('ed25519');
const spki = (key: typeof keys.publicKey) => key.export({ type: 'spki', format: 'der' }).toString('base64');

// The bytes of a package: what they are does not matter to the check, only that they are the ones listed.
const zip = new Uint8Array(Buffer.from('PK\u0003\u0004 index.html, page.js, chunks: the page folder'));

function entryFor(bytes: Uint8Array, overrides: Partial<PackageEntry> = {}): PackageEntry {
  return {
    route: 'loanDetailUrl',
    path: '/badSpark/',
    version: 'v1',
    file: 'loanDetailUrl-v1.zip',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.byteLength,
    signature: sign(null, bytes, keys.privateKey).toString('base64'),
    minShellContract: 1,
    files: [],
    ...overrides,
  };
}

describe('verifyPackage: the shell’s check before it serves a package', () => {
  it('accepts the package its signed index lists', async () => {
    const key = await importPublicKey(spki(keys.publicKey));
    expect(await verifyPackage(zip, entryFor(zip), { key, shellContract: 1 })).toEqual({ ok: true });
  });

  it('refuses a package changed by one byte, with its reason', async () => {
    const key = await importPublicKey(spki(keys.publicKey));
    const tampered = zip.slice();
    tampered[10] ^= 1;
    expect(await verifyPackage(tampered, entryFor(zip), { key, shellContract: 1 })).toEqual({
      ok: false,
      reason: 'its SHA-256 is not the one in the index',
    });
    // Tampered with its entry's hash rewritten to match: the signature still refuses it.
    const rehashed = entryFor(tampered, { signature: entryFor(zip).signature });
    expect(await verifyPackage(tampered, rehashed, { key, shellContract: 1 })).toMatchObject({
      ok: false,
      reason: 'it is not signed by the pinned key',
    });
  });

  it('refuses an unsigned package, one signed by another key, a truncated one, and one for a newer shell', async () => {
    const key = await importPublicKey(spki(keys.publicKey));
    const unsigned = entryFor(zip, { signature: undefined });
    expect(await verifyPackage(zip, unsigned, { key, shellContract: 1 })).toMatchObject({ ok: false });
    const foreign = entryFor(zip, { signature: sign(null, zip, otherKeys.privateKey).toString('base64') });
    expect(await verifyPackage(zip, foreign, { key, shellContract: 1 })).toMatchObject({ ok: false });
    expect(await verifyPackage(zip.slice(0, -1), entryFor(zip), { key, shellContract: 1 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('bytes'),
    });
    expect(await verifyPackage(zip, entryFor(zip, { minShellContract: 2 }), { key, shellContract: 1 })).toEqual({
      ok: false,
      reason: 'it needs shell contract 2, this shell has 1',
    });
  });

  it('checks the index against its detached signature', async () => {
    const key = await importPublicKey(spki(keys.publicKey));
    const index = new Uint8Array(Buffer.from(JSON.stringify({ packages: [entryFor(zip)] })));
    const signature = sign(null, index, keys.privateKey).toString('base64');
    expect(await verifyIndex(index, `${signature}\n`, key)).toEqual({ ok: true });
    const edited = new Uint8Array(Buffer.from(JSON.stringify({ packages: [entryFor(zip, { size: 1 })] })));
    expect(await verifyIndex(edited, signature, key)).toMatchObject({ ok: false });
    expect(await verifyIndex(index, 'not base64 at all!', key)).toMatchObject({ ok: false });
  });
});
