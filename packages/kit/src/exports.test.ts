/**
 * The public API of every subpath, as a reviewed snapshot (as Primer does): a change to what the package
 * exports shows up in review. Update with `npx vitest run packages/kit/src/exports.test.ts -u`.
 */
import { describe, expect, it } from 'vitest';
import manifest from '../package.json';

const modules = import.meta.glob<Record<string, unknown>>(['./index.ts', './*/index.ts', './pages/*/index.ts']);

describe('public exports', () => {
  const subpaths = Object.entries(manifest.exports as Record<string, string | { source?: string }>).filter(
    (entry): entry is [string, { source: string }] => typeof entry[1] === 'object' && !!entry[1].source && !entry[0].includes('*'),
  );

  it('every subpath of package.json has a source module', () => {
    for (const [, target] of subpaths) expect(Object.keys(modules)).toContain(target.source.replace('./src/', './'));
  });

  it.each(subpaths)('%s', async (_subpath, target) => {
    const module = await modules[target.source.replace('./src/', './')]();
    expect(Object.keys(module).sort()).toMatchSnapshot();
  });
});
