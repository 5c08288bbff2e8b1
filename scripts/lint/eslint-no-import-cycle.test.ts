// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM lint rule, shared with eslint.config.js
import { importCycles, importGraph } from './eslint-no-import-cycle.mjs';

const kit = path.resolve(__dirname, '../../packages/kit/src');
const at = (file: string) => path.join(kit, file);
const edge = (target: string) => ({ target: at(target), pos: 0, specifier: target });

describe('imports/no-cycle', () => {
  it('reports both imports of a circle between two modules', () => {
    const graph = new Map([
      [at('api/request.ts'), [edge('api/shell-answer.ts')]],
      [at('api/shell-answer.ts'), [edge('api/request.ts')]],
    ]);
    const found = importCycles(graph).map((cycle: { file: string; kind: string }) => [cycle.file, cycle.kind]);
    expect(found).toEqual([
      [at('api/request.ts'), 'module'],
      [at('api/shell-answer.ts'), 'module'],
    ]);
  });

  it('reports a loop between the kit’s folders that no two modules close', () => {
    const graph = new Map([
      [at('i18n/describe-failure.ts'), [edge('api/errors.ts')]],
      [at('api/errors.ts'), []],
      [at('api/request.ts'), [edge('config/config.ts')]],
      [at('config/config.ts'), [edge('i18n/languages.ts')]],
      [at('i18n/languages.ts'), []],
    ]);
    const found = importCycles(graph).map((cycle: { file: string; kind: string }) => [cycle.file, cycle.kind]);
    expect(found).toEqual([
      [at('i18n/describe-failure.ts'), 'folder'],
      [at('api/request.ts'), 'folder'],
      [at('config/config.ts'), 'folder'],
    ]);
  });

  it('reads type-only and workspace imports into the graph', () => {
    const graph = importGraph();
    const targets = (file: string) => (graph.get(at(file)) ?? []).map((e: { target: string }) => e.target);
    expect(targets('bridge/shell-declaration.ts')).toContain(at('bridge/actions.ts'));
    const page = path.resolve(kit, '../../pages/src/shell/define-page.tsx');
    expect(graph.get(page).map((e: { specifier: string }) => e.specifier)).toContain('@loan-webview/kit/i18n');
    expect(graph.get(page).map((e: { target: string }) => e.target)).toContain(at('i18n/index.ts'));
  });
});
