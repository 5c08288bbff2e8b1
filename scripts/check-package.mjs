#!/usr/bin/env node
/** Checks the kit as npm consumers get it (staged, see lib/kit-package.mjs): publint --strict and attw. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { kitDir, stageKit } from './lib/kit-package.mjs';
import { root } from './lib/paths.mjs';

const staged = await stageKit(path.join(root, 'dist/kit-package'));
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

const publint = run('npx', ['publint', 'run', staged, '--strict']);
const attw = run('npx', [
  'attw',
  '--pack',
  staged,
  '--profile',
  'node16',
  '--format',
  'table-flipped',
  // CSS entry points are for bundlers' CSS pipelines; attw only judges JavaScript and types.
  '--exclude-entrypoints',
  'styles.css',
  'base.css',
  // attw skips wildcard subpaths: name each component's ./ui/<Name>.
  '--include-entrypoints',
  ...readdirSync(path.join(kitDir, 'src/ui/components')).map((name) => `./ui/${name}`),
]);
process.exit(publint && attw ? 0 : 1);
