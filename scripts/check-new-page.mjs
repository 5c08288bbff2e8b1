#!/usr/bin/env node
/**
 * `npm run new-page`, run (issue 70): in a copy of the project, the generator writes a data page on a new route with
 * a new endpoint, and a static page on a route the kit knows. The copy then type-checks, lints what was written,
 * runs both pages' tests and the endpoint checks, builds the site and runs the new page's e2e spec. It prints the
 * copy's `git status` (what adding a page changed) and removes the copy. Part of npm test.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib/paths.mjs';

const copy = mkdtempSync(path.join(tmpdir(), 'loan-new-page-'));
const keep = process.argv.includes('--keep');

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
    'loan-history',
    'loanHistory',
    '--path',
    '/loanHistory',
    '--title',
    'Loan history',
    '--data',
  ]);
  run('node', ['scripts/new-page.mjs', 'user-next', 'companyUser']);
  const changed = git('status', '--short', '--untracked-files=all');
  console.log(`\nWhat the two pages changed:\n${changed}`);

  run('npx', ['tsc', '-p', 'tsconfig.json']);
  run('npx', ['eslint', 'packages/pages/src/loan-history', 'packages/pages/src/user-next', 'entries', 'e2e']);
  run('npx', [
    'vitest',
    'run',
    'packages/pages/src/loan-history',
    'packages/pages/src/user-next',
    'packages/kit/src/api',
    'packages/kit/src/exports.test.ts',
    'packages/pages/src/shell/catalog.test.ts',
  ]);
  // Two pages cannot serve one route: the static page on a known route has passed its checks and goes before the
  // build, which the data page on its new route goes through with its e2e spec.
  rmSync(path.join(copy, 'packages/pages/src/user-next'), { recursive: true });
  rmSync(path.join(copy, 'entries/user-next'), { recursive: true });
  rmSync(path.join(copy, 'e2e/user-next.spec.ts'));
  // e2e.mjs builds the kit and the site first (the specs read the kit's build), then runs the page's spec.
  run('node', ['scripts/e2e.mjs', 'e2e/loan-history.spec.ts'], { LOAN_SITE_BUILT: '', E2E_PORT: '4390' });
  console.log('\nnew-page: both pages generated, checked, and the data page built and tested in a copy');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
