#!/usr/bin/env node
/**
 * Checks the kit as npm consumers get it (staged, see lib/kit-package.mjs): publint --strict, attw, and that no
 * public type's documentation cites the spec ("part 1 §7.2" means nothing to a consumer).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
  // Every resolution a consumer may have, node10 (`moduleResolution: node`, through typesVersions) included.
  '--profile',
  'strict',
  '--format',
  'table-flipped',
  // CSS entry points are for bundlers' CSS pipelines; attw only judges JavaScript and types.
  '--exclude-entrypoints',
  'styles.css',
  'base.css',
  // attw skips wildcard subpaths: name each component's ./ui/<Name>.
  '--include-entrypoints',
  ...readdirSync(path.join(kitDir, 'src/ui/components')).map((name) => `./ui/${name}`),
  ...readdirSync(path.join(kitDir, 'src/ui/components/Icon/icons'))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `./icons/${file.replace(/\.tsx$/, '')}`),
]);

const citing = readdirSync(staged, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.d\.c?ts$/.test(file))
  .flatMap((file) =>
    readFileSync(path.join(staged, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes('§') ? [`  ${file}:${index + 1}: ${line.trim()}`] : [])),
  );
if (citing.length) console.error(`Public types cite the spec; say it for a consumer:\n${citing.join('\n')}`);

process.exit(publint && attw && !citing.length ? 0 : 1);
