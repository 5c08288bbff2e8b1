#!/usr/bin/env node
/** Checks the kit as npm consumers get it: publint (package.json and files) and attw (types per resolution mode). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/paths.mjs';

const kit = path.join(root, 'packages/kit');
if (!existsSync(path.join(kit, 'dist/index.js'))) {
  console.error('packages/kit/dist is missing: run `npm run build:kit` first.');
  process.exit(1);
}

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

const publint = run('npx', ['publint', 'run', 'packages/kit', '--strict']);
// The "source" condition points at TypeScript for workspace consumers; attw only judges the published files.
// CSS entry points are for bundlers' CSS pipelines; attw only judges JavaScript and types.
const attw = run('npx', [
  'attw',
  '--pack',
  'packages/kit',
  '--profile',
  'node16',
  '--format',
  'table-flipped',
  '--exclude-entrypoints',
  'styles.css',
  'base.css',
  // attw skips wildcard subpaths: name each component's ./ui/<Name>.
  '--include-entrypoints',
  ...readdirSync(path.join(kit, 'src/ui/components')).map((name) => `./ui/${name}`),
]);
process.exit(publint && attw ? 0 : 1);
