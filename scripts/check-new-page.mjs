#!/usr/bin/env node
/**
 * `npm run new-page`, run (issue 70): in a copy of the project, the generator writes a data page on a new route with
 * a new endpoint, and a static page on a route the kit knows. The copy then type-checks and lints what was written,
 * runs both pages' tests and the endpoint checks, builds the site and runs the new page's e2e spec. It prints the
 * copy's `git status` (what adding a page changed) and removes the copy. Part of npm test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib/paths.mjs';

const copy = mkdtempSync(path.join(tmpdir(), 'loan-new-page-'));
const keep = process.argv.includes('--keep');
// The two pages: a data page on a route the kit does not have, a static page on one it has.
const DATA_PAGE = 'loan-history';
const STATIC_PAGE = 'user-next';
const specOf = (folder) => `e2e/${folder}.spec.ts`;

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${copy}`);
}
const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' });

try {
  // The project as it is (tracked and new files, not what git ignores), without the visual baselines no step reads.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.startsWith('e2e/__screenshots__/'));
  for (const file of files) {
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the work tree, not yet in git
    }
  }
  // The installed packages, except the workspace's own, which must be the copy's (a new endpoint is in its kit).
  mkdirSync(path.join(copy, 'node_modules/@loan-webview'), { recursive: true });
  for (const name of readdirSync(path.join(root, 'node_modules'))) {
    if (['@loan-webview', '.vite', '.cache'].includes(name)) continue;
    symlinkSync(path.join(root, 'node_modules', name), path.join(copy, 'node_modules', name));
  }
  for (const name of readdirSync(path.join(copy, 'packages'))) {
    symlinkSync(path.join(copy, 'packages', name), path.join(copy, 'node_modules/@loan-webview', name));
  }
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=check', '-c', 'user.email=check@localhost', 'commit', '-q', '-m', 'before');

  run('node', [
    'scripts/new-page.mjs',
    DATA_PAGE,
    'loanHistory',
    '--path',
    '/loanHistory',
    '--title',
    'Loan history',
    '--data',
  ]);
  run('node', ['scripts/new-page.mjs', STATIC_PAGE, 'companyUser']);
  const changed = git('status', '--short', '--untracked-files=all');
  console.log(`\nWhat the two pages changed:\n${changed}`);

  // The written and the derived files, with what they import: the rest of the project is npm test's own type check.
  const written = changed
    .split('\n')
    .map((line) => line.slice(3).trim())
    .filter((file) => /\.tsx?$/.test(file));
  writeFileSync(
    path.join(copy, 'tsconfig.new-page.json'),
    JSON.stringify({ extends: './tsconfig.json', include: [...written, 'scripts/vitest.setup.ts'] }),
  );
  run('npx', ['tsc', '-p', 'tsconfig.new-page.json']);
  const folders = [DATA_PAGE, STATIC_PAGE].map((folder) => `packages/pages/src/${folder}`);
  run('npx', ['eslint', ...written]);
  // The pages' tests and those that read every endpoint declaration, the kit's exports or the catalog; the rest are
  // npm test's own (ADR 0090: the generator check is among the longest steps of its group).
  run('npx', [
    'vitest',
    'run',
    ...folders,
    'packages/kit/src/api/endpoints',
    'packages/kit/src/api/endpoint-table.test.ts',
    'packages/kit/src/api/endpoints.fuzz.test.ts',
    'packages/kit/src/exports.test.ts',
    'packages/pages/src/shell/catalog.test.ts',
  ]);
  // Two pages cannot serve one route: the static page on a known route has passed its checks and goes before the
  // build, which the data page on its new route goes through with its e2e spec.
  rmSync(path.join(copy, `packages/pages/src/${STATIC_PAGE}`), { recursive: true });
  rmSync(path.join(copy, `entries/${STATIC_PAGE}`), { recursive: true });
  rmSync(path.join(copy, specOf(STATIC_PAGE)));
  // The pages build from the kit's source; the specs read the kit's build, which npm test's build step has made
  // (the new endpoint is not among what they read): only the site is built here.
  const kitBuild = path.join(root, 'packages/kit/dist');
  if (existsSync(kitBuild)) symlinkSync(kitBuild, path.join(copy, 'packages/kit/dist'));
  run('node', ['scripts/build.mjs', ...(existsSync(kitBuild) ? ['--site'] : [])]);
  run('node', ['scripts/e2e.mjs', specOf(DATA_PAGE)], { LOAN_SITE_BUILT: '1', E2E_PORT: '4390' });
  console.log('\nnew-page: both pages generated, checked, and the data page built and tested in a copy');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
