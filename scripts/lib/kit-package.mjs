/**
 * The kit as consumers get it. The workspace's package.json carries a workspace-only export condition
 * (`@loan-webview/source`, TypeScript sources for our own build and tests); the published package must not, and
 * ships no sources. So the package is staged: dist, types and the README under a package.json without that
 * condition, its scripts or its dev dependencies. publint, attw, the install test and the release all use it.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

export const kitDir = path.join(root, 'packages/kit');
export const WORKSPACE_CONDITION = '@loan-webview/source';

/** Drops the workspace condition from every export (recursively: conditions nest). */
const withoutWorkspaceCondition = (value) =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== WORKSPACE_CONDITION)
          .map(([key, inner]) => [key, withoutWorkspaceCondition(inner)]),
      )
    : value;

/** The published package.json for a workspace one. */
export function publishedManifest(manifest) {
  const published = { ...manifest, exports: withoutWorkspaceCondition(manifest.exports) };
  delete published.scripts;
  delete published.devDependencies;
  return published;
}

/**
 * Stages the built kit (from `from`, the workspace package by default) in `stageDir`; returns the directory.
 * `from` lets the release stage a versioned copy of package.json and CHANGELOG.md.
 */
export async function stageKit(stageDir, { from = kitDir } = {}) {
  if (!existsSync(path.join(kitDir, 'dist/index.js'))) {
    throw new Error('packages/kit/dist is missing: run `npm run build:kit` first.');
  }
  await rm(stageDir, { recursive: true, force: true });
  await mkdir(stageDir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(from, 'package.json'), 'utf8'));
  await writeFile(path.join(stageDir, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
  for (const name of ['dist', 'types'])
    await cp(path.join(kitDir, name), path.join(stageDir, name), { recursive: true });
  for (const name of ['README.md', 'CHANGELOG.md']) {
    const file = existsSync(path.join(from, name)) ? path.join(from, name) : path.join(kitDir, name);
    if (existsSync(file)) await cp(file, path.join(stageDir, name));
  }
  return stageDir;
}

/** Packs a staged kit into `destination`; returns the tarball's path. */
export async function packKit(stageDir, destination) {
  await mkdir(destination, { recursive: true });
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: stageDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`);
  const [{ filename }] = JSON.parse(result.stdout);
  return path.join(destination, filename);
}
