// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { esbuildTargets } from '@loan-webview/tooling/browsers';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { browserslist: string[] };

describe('the browser floor', () => {
  it('the bundlers target the oldest engines package.json names', () => {
    expect(esbuildTargets(pkg.browserslist)).toEqual(['chrome88', 'ios15.4']);
  });

  it('refuses a browser the build cannot target', () => {
    expect(() => esbuildTargets(['firefox >= 100'])).toThrow(/firefox/);
  });

  it('the kit README states the floor', () => {
    const readme = readFileSync(path.join(root, 'packages/kit/README.md'), 'utf8');
    expect(readme).toContain('Chrome / Android WebView 88');
    expect(readme).toContain('iOS Safari 15.4');
  });
});
