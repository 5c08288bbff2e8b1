/**
 * Versioning with changesets. `changeset version` consumes `.changeset/*.md`, bumps the kit and writes its
 * CHANGELOG.md; a dry run does that in a temporary copy of the workspace's manifests, so the work tree keeps
 * its changesets and version.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kitDir, packKit, stageKit } from './kit-package.mjs';
import { root } from './paths.mjs';

const changesetBin = path.join(root, 'node_modules/.bin/changeset');

export function changesetVersion(cwd) {
  const result = spawnSync(changesetBin, ['version'], { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`changeset version failed:\n${result.stdout}${result.stderr}`);
}

/** What `changeset version` needs: the root manifest, the changesets, each workspace's manifest. */
async function copyManifests(to) {
  await cp(path.join(root, 'package.json'), path.join(to, 'package.json'));
  await cp(path.join(root, '.changeset'), path.join(to, '.changeset'), { recursive: true });
  for (const name of await readdir(path.join(root, 'packages'))) {
    const from = path.join(root, 'packages', name);
    await cp(path.join(from, 'package.json'), path.join(to, 'packages', name, 'package.json'));
    if (existsSync(path.join(from, 'CHANGELOG.md'))) {
      await cp(path.join(from, 'CHANGELOG.md'), path.join(to, 'packages', name, 'CHANGELOG.md'));
    }
  }
}

/**
 * Versions a copy, stages the built kit with the new manifest and changelog, packs it into `destination`.
 * `extraChangesets` ({ name: markdown }) are added to the copy only (the release test's own change).
 */
export async function dryRelease({ destination, extraChangesets = {} }) {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'kit-release-'));
  try {
    await copyManifests(copy);
    for (const [name, text] of Object.entries(extraChangesets)) {
      await writeFile(path.join(copy, '.changeset', `${name}.md`), text);
    }
    changesetVersion(copy);
    const versioned = path.join(copy, 'packages/kit');
    const { version } = JSON.parse(await readFile(path.join(versioned, 'package.json'), 'utf8'));
    const changelog = existsSync(path.join(versioned, 'CHANGELOG.md'))
      ? await readFile(path.join(versioned, 'CHANGELOG.md'), 'utf8')
      : '';
    const staged = await stageKit(path.join(copy, 'stage'), { from: versioned });
    const tarball = await packKit(staged, destination);
    return { version, changelog, tarball };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

export const currentVersion = async () => JSON.parse(await readFile(path.join(kitDir, 'package.json'), 'utf8')).version;
