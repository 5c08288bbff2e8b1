#!/usr/bin/env node
/**
 * `npm run release`: the pending changesets become the kit's next version and CHANGELOG entry; the kit is built
 * and packed into dist/release/.
 * - Without NPM_TOKEN: a dry run in a temporary copy; the work tree keeps its changesets and version.
 * - With NPM_TOKEN (the release job): in the work tree, then `npm publish` of the packed file and a git tag.
 *   Commit the version, the changelog and the lock file it leaves.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { packKit, stageKit, kitDir } from './lib/kit-package.mjs';
import { root } from './lib/paths.mjs';
import { changesetVersion, currentVersion, dryRelease } from './lib/release.mjs';

const destination = path.join(root, 'dist/release');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', '--silent', 'build:kit']);
const before = await currentVersion();

if (!process.env.NPM_TOKEN) {
  const { version, changelog, tarball } = await dryRelease({ destination });
  if (version === before) {
    console.log(`No pending changeset: @loan-webview/kit stays at ${version}. Packed ${path.relative(root, tarball)}.`);
  } else {
    const entry = changelog.split(/^## /m)[1] ?? '';
    console.log(`Dry run: @loan-webview/kit ${before} -> ${version}\n\n## ${entry.trim()}\n`);
    console.log(`Packed ${path.relative(root, tarball)}. Set NPM_TOKEN to version the work tree and publish.`);
  }
  process.exit(0);
}

changesetVersion(root);
const version = await currentVersion();
if (version === before) {
  console.log(`No pending changeset: nothing to publish (${version}).`);
  process.exit(0);
}
run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
const tarball = await packKit(await stageKit(path.join(root, 'dist/kit-package')), destination);
// The token goes in a throwaway npmrc (not on the command line, where `ps` shows it).
const npmrc = path.join(await mkdtemp(path.join(os.tmpdir(), 'kit-publish-')), '.npmrc');
await writeFile(npmrc, `//registry.npmjs.org/:_authToken=${process.env.NPM_TOKEN}\n`, { mode: 0o600 });
try {
  run('npm', ['publish', tarball, '--access', 'restricted', '--userconfig', npmrc]);
} finally {
  await rm(path.dirname(npmrc), { recursive: true, force: true });
}
run('git', ['tag', `@loan-webview/kit@${version}`]);
console.log(
  `Published @loan-webview/kit@${version}: ${(await readFile(path.join(kitDir, 'CHANGELOG.md'), 'utf8')).length} B of changelog.`,
);
