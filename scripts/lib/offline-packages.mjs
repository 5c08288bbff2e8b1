/**
 * Offline packages for the native shell (ADR 0072): each page folder of dist/site as a zip
 * (`dist/packages/<route>-<version>.zip`), one `index.json` listing them, each signed with Ed25519 when a key is
 * given, and for each page a patch from a previous published version when one is given.
 *
 * - `LOAN_PACKAGE_SIGNING_KEY`: the Ed25519 private key, PKCS#8 PEM (or `LOAN_PACKAGE_SIGNING_KEY_FILE`, its path).
 *   Without one, nothing is signed, the index says so and the build says it loudly: a shell refuses them.
 * - `LOAN_PACKAGES_PREVIOUS`: a folder holding the previous published dist/packages (its index.json and zips).
 */
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { createDelta } from 'fossil-delta';

/** The page's files get this time in the zip: the same files make the same bytes, build after build. */
const ZIP_TIME = new Date('2020-01-01T00:00:00Z');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The signing key from the environment, or undefined. A key that is not Ed25519 fails the build. */
export function signingKeyFrom(env = process.env) {
  const pem =
    env.LOAN_PACKAGE_SIGNING_KEY ||
    (env.LOAN_PACKAGE_SIGNING_KEY_FILE && readFileSync(env.LOAN_PACKAGE_SIGNING_KEY_FILE, 'utf8'));
  if (!pem) return undefined;
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `LOAN_PACKAGE_SIGNING_KEY is a ${key.asymmetricKeyType} key; offline packages are signed with Ed25519`,
    );
  }
  return key;
}

/** The public half as the shell pins it: SPKI DER, base64, and a short id to name it by. */
export function publicKeyOf(privateKey) {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return { publicKey: spki.toString('base64'), keyId: sha256(spki).slice(0, 16) };
}

/**
 * One page folder's zip and the index's list of its files, each read once: by path in the folder, in name order,
 * with a fixed time, stored rather than deflated. Deflated, a one-line change rewrote the whole compressed stream of its file (a 15 kB patch for
 * /badSpark); stored, the patch is a few hundred bytes, and the download is compressed by HTTP instead (gzip of
 * the stored zip: 125 kB, smaller than the deflated zip's 137 kB).
 */
async function packFolder(folder, files) {
  const contents = [];
  for (const name of [...files].sort()) contents.push([name, await readFile(path.join(folder, name))]);
  const zip = zipSync(Object.fromEntries(contents.map(([name, bytes]) => [name, [bytes, { mtime: ZIP_TIME }]])), {
    level: 0,
  });
  const listed = contents.map(([name, bytes]) => ({ path: name, sha256: sha256(bytes), size: bytes.length }));
  return { zip, files: listed };
}

function previousIndex(previousDir) {
  if (!previousDir) return undefined;
  const file = path.join(previousDir, 'index.json');
  if (!existsSync(file)) throw new Error(`LOAN_PACKAGES_PREVIOUS=${previousDir} holds no index.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Writes dist/packages from the built site and its manifest; returns the index. `key` signs; `previousDir` is the
 * previous published packages folder to write patches from.
 */
export async function buildPackages({ siteDir, outDir, manifest, shellContract, key, previousDir, log = console.log }) {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'patches'), { recursive: true });
  const signature = (bytes) => (key ? sign(null, bytes, key).toString('base64') : undefined);
  const previous = previousIndex(previousDir);
  const packages = [];
  for (const page of manifest.pages) {
    const folder = path.join(siteDir, page.path === '/' ? '' : page.path);
    const { zip, files } = await packFolder(
      folder,
      page.files.map((file) => file.file),
    );
    const file = `${page.route}-${page.hash}.zip`;
    await writeFile(path.join(outDir, file), zip);
    const entry = {
      route: page.route,
      path: page.url,
      version: page.hash,
      file,
      sha256: sha256(zip),
      size: zip.byteLength,
      ...(key && { signature: signature(zip) }),
      minShellContract: shellContract,
      ...(page.firstRequest && { firstRequest: page.firstRequest }),
      files,
      patches: [],
    };
    const before = previous?.packages.find((old) => old.route === page.route);
    if (before && before.version !== entry.version) {
      const delta = Buffer.from(createDelta(readFileSync(path.join(previousDir, before.file)), zip));
      const patch = `patches/${page.route}-${before.version}-${entry.version}.patch`;
      await writeFile(path.join(outDir, patch), delta);
      entry.patches.push({
        from: before.version,
        file: patch,
        sha256: sha256(delta),
        size: delta.length,
        ...(key && { signature: signature(delta) }),
      });
    }
    packages.push(entry);
  }
  const index = {
    format: 1,
    generated: 'npm run build',
    shellContract,
    signed: Boolean(key),
    ...(key && publicKeyOf(key)),
    packages,
  };
  const text = Buffer.from(`${JSON.stringify(index, null, 2)}\n`);
  await writeFile(path.join(outDir, 'index.json'), text);
  if (key) await writeFile(path.join(outDir, 'index.json.sig'), `${signature(text)}\n`);
  const total = packages.reduce((sum, entry) => sum + entry.size, 0);
  const patches = packages.flatMap((entry) => entry.patches);
  log(
    `offline packages: ${packages.length} in dist/packages (${(total / 1024).toFixed(0)} kB in all)` +
      (patches.length ? `, ${patches.length} patch(es) from ${previousDir}` : '') +
      (key ? `, signed (key ${index.keyId})` : ''),
  );
  if (!key) {
    log(
      'offline packages: NOT SIGNED. No LOAN_PACKAGE_SIGNING_KEY (or LOAN_PACKAGE_SIGNING_KEY_FILE) is set, so a ' +
        'shell will refuse these packages. Sign release builds.',
    );
  }
  return index;
}

/**
 * The packages again after a one-line change to one page's bundle, as a build makes it (the bundle's text and so
 * its hashed name change, and index.html names the new one), with `previousDir` as the published version: what
 * the check and the bench measure a patch by. Works in a copy of the site under `workDir`.
 */
export async function packOneLineChange({ siteDir, manifest, route, previousDir, workDir, key }) {
  const changedSite = path.join(workDir, 'one-line-site');
  cpSync(siteDir, changedSite, { recursive: true });
  const page = manifest.pages.find((candidate) => candidate.route === route);
  const folder = path.join(changedSite, page.path);
  const bundle = readdirSync(folder).find((file) => /^page-.*\.js$/.test(file));
  const renamed = 'page-ONELINE1.js';
  writeFileSync(path.join(folder, renamed), `${readFileSync(path.join(folder, bundle), 'utf8')}\n// one line\n`);
  rmSync(path.join(folder, bundle));
  const html = path.join(folder, 'index.html');
  writeFileSync(html, readFileSync(html, 'utf8').replaceAll(bundle, renamed));
  const changed = {
    ...manifest,
    pages: manifest.pages.map((candidate) =>
      candidate === page
        ? {
            ...page,
            hash: 'one-line-change',
            files: page.files.map((file) => (file.file === bundle ? { ...file, file: renamed } : file)),
          }
        : candidate,
    ),
  };
  const outDir = path.join(workDir, 'one-line-packages');
  const index = await buildPackages({
    siteDir: changedSite,
    outDir,
    manifest: changed,
    shellContract: manifest.shellContract,
    key,
    previousDir,
    log: () => undefined,
  });
  return { ...index, outDir };
}
