/**
 * The reference of what a native shell checks before it serves an offline package (ADR 0072), for the shell teams
 * to port to Kotlin and Swift: short on purpose, on Web Crypto only (Ed25519 and SHA-256), so it runs the same in
 * Node and in a test. The build writes the packages and their signed index (`npm run build`, dist/packages).
 */

/** One route's package as `dist/packages/index.json` lists it. */
export interface PackageEntry {
  route: string;
  /** The page's path on the site; its files are served under it. */
  path: string;
  version: string;
  /** The zip's file name in dist/packages. */
  file: string;
  sha256: string;
  size: number;
  /** Ed25519 over the zip's bytes, base64; absent when the build had no key. */
  signature?: string;
  /** The oldest shell contract that can serve it. */
  minShellContract: number;
  files: readonly { path: string; sha256: string; size: number }[];
}

export type Verdict = { ok: true } | { ok: false; reason: string };

const toBytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Web Crypto wants an ArrayBuffer-backed view; a Node Buffer may share a larger pool. */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** The shell's pinned public key: the SPKI DER the build prints, base64. */
export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', own(toBytes(spkiBase64)), { name: 'Ed25519' }, false, ['verify']);
}

async function signedBy(key: CryptoKey, signature: string | undefined, bytes: Uint8Array): Promise<boolean> {
  if (!signature) return false;
  try {
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, own(toBytes(signature)), own(bytes));
  } catch {
    return false;
  }
}

/** The index (`index.json`) as downloaded, with its detached signature (`index.json.sig`). */
export async function verifyIndex(index: Uint8Array, signature: string, key: CryptoKey): Promise<Verdict> {
  return (await signedBy(key, signature.trim(), index))
    ? { ok: true }
    : { ok: false, reason: 'the index is not signed by the pinned key' };
}

/**
 * A package (the zip's bytes, downloaded or patched) against its entry in a verified index: its size, its hash,
 * its signature, and the contract it needs. Anything else is refused, and the shell keeps serving the version it
 * has, or the network.
 */
export async function verifyPackage(
  zip: Uint8Array,
  entry: PackageEntry,
  { key, shellContract }: { key: CryptoKey; shellContract: number },
): Promise<Verdict> {
  if (entry.minShellContract > shellContract) {
    return { ok: false, reason: `it needs shell contract ${entry.minShellContract}, this shell has ${shellContract}` };
  }
  if (zip.byteLength !== entry.size)
    return { ok: false, reason: `${zip.byteLength} bytes, the index says ${entry.size}` };
  if (hex(await crypto.subtle.digest('SHA-256', own(zip))) !== entry.sha256) {
    return { ok: false, reason: 'its SHA-256 is not the one in the index' };
  }
  if (!(await signedBy(key, entry.signature, zip))) return { ok: false, reason: 'it is not signed by the pinned key' };
  return { ok: true };
}
