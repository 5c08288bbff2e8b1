// @vitest-environment node
/**
 * One endpoint, one declaration (issue 60.3): a call is declared in its file under endpoints/ (`defineCall` with
 * its logical key, payload type and schema). Everything else about it follows from that or is checked here, and a
 * failure names what is missing: its default path in the configuration, its export from the kit, an answer from
 * the embedded backend, its row in docs/api-shapes.md, its case in the fuzz test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENDPOINTS } from '../config/config';
import * as api from './index';

const root = path.resolve(__dirname, '../../../..');
const shapes = readFileSync(path.join(root, 'docs/api-shapes.md'), 'utf8');
const fuzz = readFileSync(path.join(__dirname, 'endpoints.fuzz.test.ts'), 'utf8');

/** Every call the kit exports, with the logical key it declares. */
const calls = Object.entries(api)
  .filter(([, value]) => typeof value === 'function' && 'definition' in value)
  .map(([name, value]) => [name, (value as unknown as { definition: { endpoint: string } }).definition.endpoint]);

describe('every endpoint is declared once and found everywhere it must be', () => {
  it('finds the calls (the check itself)', () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(calls).toContainEqual(['fetchOrderList', 'orderList']);
  });

  it('exports every call an endpoint file declares', () => {
    const dir = path.join(__dirname, 'endpoints');
    const declared = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^export const (\w+) = defineCall\b/gm)].map(
          ([, name]) => `${name} (endpoints/${file})`,
        ),
      );
    const exported = new Set(calls.map(([name]) => name));
    const unexported = declared.filter((entry) => !exported.has(entry.split(' ')[0]));
    expect(unexported, 'export these from packages/kit/src/api/index.ts').toEqual([]);
    expect(declared.length).toBe(calls.length);
  });

  it.each(calls)('%s (%s): a default path, a row in docs/api-shapes.md, a fuzz case', (name, key) => {
    const missing: string[] = [];
    const defaultPath = (DEFAULT_ENDPOINTS as Record<string, string>)[key];
    if (!defaultPath) missing.push(`DEFAULT_ENDPOINTS.${key} in packages/kit/src/config/config.ts`);
    if (!new RegExp(`^\\| \`${key}\` \\|`, 'm').test(shapes))
      missing.push(`a row for \`${key}\` in docs/api-shapes.md`);
    if (defaultPath && !shapes.includes(defaultPath)) missing.push(`its path ${defaultPath} in docs/api-shapes.md`);
    if (!new RegExp(`\\[\\s*'${name}',`).test(fuzz)) missing.push(`a case for ${name} in endpoints.fuzz.test.ts`);
    expect(missing).toEqual([]);
  });

  it.each(calls)('%s (%s): the embedded backend answers its default path', async (_name, key) => {
    const { handlers } = await import('@loan-webview/mock-backend');
    const { getResponse } = await import('msw');
    const defaultPath = (DEFAULT_ENDPOINTS as Record<string, string>)[key];
    const answered = await Promise.all(
      ['GET', 'POST'].map((method) =>
        getResponse(
          handlers,
          new Request(`http://localhost${defaultPath}`, { method, body: method === 'POST' ? '' : null }),
        ),
      ),
    );
    expect(answered.some(Boolean), `a handler for ${defaultPath} in packages/mock-backend/src/handlers/`).toBe(true);
  });
});
