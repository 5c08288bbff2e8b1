// @vitest-environment node
/**
 * Docs that cannot drift (issue 29.7): the README's budget figures are the ones the check enforces, and an ADR
 * that supersedes another is matched by the other's status, in its file and in the index.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper
import { BUDGETS } from './lib/budgets.mjs';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const kB = (bytes: number) => `${bytes / 1024} kB`;

describe('README figures', () => {
  // Read as words: where a sentence wraps, or how a list item is indented, is the README's own business.
  const readme = read('README.md').replace(/\s+/g, ' ');
  it('states the budgets scripts/check-budgets.mjs enforces', () => {
    expect(readme).toContain(`budget: ${kB(BUDGETS.jsGzip)} gzip`);
    expect(readme).toContain(`all JS of a page at most ${kB(BUDGETS.allJsGzip)}`);
    expect(readme).toContain(`chunks too: at most ${kB(BUDGETS.contentJsGzip)})`);
    expect(readme).toContain(`the field figures at most ${kB(BUDGETS.fieldFiguresGzip)}`);
    const stated = [...readme.matchAll(/all JS[^.;)]*?at most (\d+) kB/g)].map(([, n]) => Number(n) * 1024);
    expect(stated.filter((bytes) => bytes !== BUDGETS.allJsGzip)).toEqual([]);
  });
});

describe('decision records', () => {
  const dir = path.join(root, 'docs/adr');
  const status = new Map(
    readdirSync(dir)
      .filter((file) => /^\d{4}-.*\.md$/.test(file))
      .map((file) => [file.slice(0, 4), /## Status\n(.+)/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '']),
  );
  const index = read('docs/decisions.md');
  const indexStatus = (id: string) =>
    new RegExp(`^\\| \\[${id}\\]\\([^)]*\\) \\|[^|]*\\| (.*) \\|$`, 'm').exec(index)?.[1];

  it('lists every record in the index', () => {
    expect([...status.keys()].filter((id) => indexStatus(id) === undefined)).toEqual([]);
  });

  it('a superseded record says by which, in its file and in the index', () => {
    const missing: string[] = [];
    for (const [id, text] of status) {
      for (const [, old] of text.matchAll(/supersedes \[?(\d{4})/gi)) {
        if (!new RegExp(`^Superseded by \\[?${id}`).test(status.get(old) ?? '')) missing.push(`${old} (file)`);
        if (!indexStatus(old)?.startsWith(`Superseded by ${id}`)) missing.push(`${old} (index)`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('test files the docs and comments name', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const tests = tracked.filter((file) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(file));
  // Tests name example files of their own, and the page scaffold writes test files: neither cites one.
  const citing = tracked.filter(
    (file) =>
      /\.(md|ts|tsx|mjs|css)$/.test(file) &&
      !/\.(test|spec)\.\w+$/.test(file) &&
      !['packages/kit/CHANGELOG.md', 'scripts/lib/new-page.mjs'].includes(file) &&
      existsSync(path.join(root, file)),
  );
  const exists = (named: string) => tests.some((file) => file === named || file.endsWith(`/${named}`));

  it('catch a name that no file has (the check itself)', () => {
    expect(exists('shell/catalog.test.ts')).toBe(true);
    expect(exists('shell/messages.test.ts')).toBe(false);
  });

  it('exist: an ADR or a comment that cites a test cites one that is there', () => {
    const missing = citing.flatMap((file) =>
      [...read(file).matchAll(/[\w./-]*\w\.(?:test|spec)\.(?:ts|tsx|mjs)\b/g)]
        .map(([named]) => named.replace(/^\.\//, ''))
        .filter((named) => !exists(named))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
