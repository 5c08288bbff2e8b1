// @vitest-environment node
/**
 * One naming rule for files (issue 29.6): a module that exports a component, and its CSS, stories and test, is
 * PascalCase (`StatusBanner.tsx`); every other file is kebab-case (`use-resource.ts`, `back-stack.test.ts`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Files other tools name: MSW writes its worker under this name. */
const NAMED_ELSEWHERE = new Set(['mockServiceWorker.js']);
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function misnamed(files: readonly string[]): string[] {
  return files.filter((file) => {
    const base = path.basename(file);
    if (NAMED_ELSEWHERE.has(base)) return false;
    const stem = base.split('.')[0];
    return !PASCAL.test(stem) && !KEBAB.test(stem);
  });
}

describe('file names', () => {
  it('catch a camelCase module (the check itself)', () => {
    expect(misnamed(['a/useResource.ts', 'a/backStack.test.ts', 'a/use-resource.ts', 'a/Button.css'])).toEqual([
      'a/useResource.ts',
      'a/backStack.test.ts',
    ]);
  });

  it('are PascalCase for components and kebab-case for everything else', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      // Deleted but not yet staged files are listed by git and gone from the tree.
      .filter(
        (file) =>
          existsSync(file) &&
          /^(packages\/[^/]+\/src|entries|scripts|e2e|\.storybook)\/.*\.(tsx?|mjs|js|css)$/.test(file),
      );
    expect(files.length).toBeGreaterThan(100);
    expect(misnamed(files)).toEqual([]);
  });
});
