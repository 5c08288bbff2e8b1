import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const runner = path.join(import.meta.dirname, 'test.mjs');

describe('npm test with words (scripts/test.mjs)', () => {
  it('fails, listing the steps, when a word names no step: it never reports a pass for running nothing', () => {
    const result = spawnSync(process.execPath, [runner, 'no-such-step'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('No step\'s name contains "no-such-step"');
    expect(result.stderr).toContain('end-to-end tests (e2e)');
    expect(result.stdout).not.toContain('all checks passed');
  });

  it("the README's examples name steps that exist", () => {
    const steps = spawnSync(process.execPath, [runner, 'no-such-step'], { encoding: 'utf8' })
      .stderr.split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    const readme = readFileSync(path.join(import.meta.dirname, '../README.md'), 'utf8');
    const words = [...readme.matchAll(/node scripts\/test\.mjs ([\w-]+)/g)].map((match) => match[1]);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words)
      expect(
        steps.some((name) => name.includes(word)),
        word,
      ).toBe(true);
  });
});
