// @vitest-environment node
/**
 * One endpoint, one declaration (issue 70): its file under endpoints/ declares its key, path, request and answer
 * schemas and an example. What follows from the declarations is written by `npm run endpoints` (which runs this
 * file with ENDPOINTS_WRITE=1) and checked current here: the kit's barrel, DEFAULT_ENDPOINTS, the embedded
 * backend's handler list and the table in docs/api-shapes.md. The fuzz test sends each declaration's example.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  defaultEndpoints,
  endpointsBarrel,
  handlerList,
  shapesTable,
  withShapesTable,
} from '@loan-webview/tooling/endpoints';
import type { CallDefinition, RequestSchema } from './request';
import * as api from './index';

const root = path.resolve(__dirname, '../../../..');
const write = process.env.ENDPOINTS_WRITE === '1';

type Declaration = Readonly<CallDefinition<v.GenericSchema, RequestSchema>>;
const isDeclared = (value: unknown): value is { definition: Declaration } =>
  (typeof value === 'function' || typeof value === 'object') && value !== null && 'definition' in value;

// The declaration files themselves, not the barrel this derives: a new file counts before it is generated.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./endpoints/*.ts', '!./endpoints/*.test.ts', '!./endpoints/index.ts'],
  { eager: true },
);
const groups = Object.entries(modules)
  .map(([file, module]) => ({
    file: path.basename(file),
    declarations: Object.values(module)
      .filter(isDeclared)
      .map((value) => value.definition),
  }))
  .sort((a, b) => a.file.localeCompare(b.file));
const declarations = groups.flatMap((group) => group.declarations);
const calls = declarations.filter((declaration): declaration is Declaration => 'schema' in declaration);

const handlerFiles = readdirSync(path.join(root, 'packages/mock-backend/src/handlers'))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
  .sort();
const shapesFile = path.join(root, 'docs/api-shapes.md');

/** Each derived file and what the declarations say it holds. */
const derived: [string, string][] = [
  ['packages/kit/src/api/endpoints/index.ts', endpointsBarrel(groups.map((group) => group.file))],
  ['packages/kit/src/config/endpoint-paths.ts', defaultEndpoints(declarations)],
  ['packages/mock-backend/src/handlers/index.ts', handlerList(handlerFiles)],
  ['docs/api-shapes.md', withShapesTable(readFileSync(shapesFile, 'utf8'), shapesTable(groups))],
];

/**
 * `npm run endpoints` only writes. This process loaded the backend's handler list (the setup file imports it) and
 * the kit's barrel (this file does) before writing, so a new endpoint's other checks would read them stale; npm test
 * makes them in a process of its own. Each mode defines its own tests rather than filtering one set: none is skipped.
 */
if (write) {
  describe('npm run endpoints', () => {
    it.each(derived)('writes %s', (file, expected) => {
      writeFileSync(path.join(root, file), expected);
      expect(readFileSync(path.join(root, file), 'utf8')).toBe(expected);
    });
  });
} else {
  describe('every endpoint is declared once, and the rest follows', () => {
    it('finds the declarations (the check itself)', () => {
      expect(calls.length).toBeGreaterThan(30);
      expect(declarations.map((declaration) => declaration.endpoint)).toContain('orderList');
      expect(new Set(declarations.map((declaration) => declaration.endpoint)).size).toBe(declarations.length);
    });

    it.each(derived)('%s is current (npm run endpoints writes it)', (file, expected) => {
      expect(readFileSync(path.join(root, file), 'utf8')).toBe(expected);
    });

    it('the kit exports every declared call', () => {
      const exported = new Set(
        Object.values(api).flatMap((value: unknown) => (api.isDeclaredCall(value) ? [value.definition.endpoint] : [])),
      );
      expect(calls.map((call) => call.endpoint).filter((key) => !exported.has(key))).toEqual([]);
    });

    it.each(calls.map((call) => [call.endpoint, call] as const))(
      '%s: its example request and answer are what its schemas accept',
      (_key, call) => {
        expect(v.safeParse(call.request, call.example.request).issues).toBeUndefined();
        expect(v.safeParse(call.schema, call.example.answer).issues).toBeUndefined();
      },
    );

    it.each(calls.map((call) => [call.endpoint, call.path] as const))(
      '%s: the embedded backend answers %s',
      async (_key, defaultPath) => {
        const { handlers } = await import('@loan-webview/mock-backend');
        const { getResponse } = await import('msw');
        const answered = await Promise.all(
          ['GET', 'POST'].map((method) =>
            getResponse(
              handlers,
              new Request(`http://localhost${defaultPath}`, { method, body: method === 'POST' ? '' : null }),
            ),
          ),
        );
        expect(answered.some(Boolean), `a handler for ${defaultPath} in packages/mock-backend/src/handlers/`).toBe(
          true,
        );
      },
    );
  });
}
