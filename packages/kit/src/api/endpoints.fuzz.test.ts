import { server } from '@loan-webview/mock-backend/test-server';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as api from './index';
import { ApiFailure } from './errors';

/** Every declared call, sent its declaration's example request (an upload, its example file). */
const CALLS = Object.entries(api)
  .flatMap(([name, value]) => (api.isDeclaredCall(value) ? [[name, value] as const] : []))
  .map(([name, declared]): [string, () => Promise<api.ApiResult<unknown>>] => {
    const { example, multipart } = declared.definition;
    const send = declared as unknown as (payload: unknown) => Promise<api.ApiResult<unknown>>;
    return [name, () => send(multipart ? Object.values(example.request)[0] : example.request)];
  });

/** Bodies a broken or hostile server could send: any JSON, and envelopes with any data. */
const bodies = fc.oneof(
  fc.json().map((text) => ({ text })),
  fc
    .record({
      code: fc.oneof(fc.constantFrom(0, '0', '00', 1, '-1', null), fc.string()),
      message: fc.oneof(fc.string(), fc.constant(undefined)),
      success: fc.oneof(fc.boolean(), fc.constant(undefined)),
      data: fc.anything(),
    })
    .map((envelope) => ({ text: JSON.stringify(envelope) })),
  fc.string().map((text) => ({ text })),
);

describe('every endpoint function under arbitrary responses', () => {
  it('sends every function an endpoint module exports', () => {
    // Not the test files beside them: importing one here would run its tests inside this file.
    const modules = import.meta.glob<Record<string, unknown>>(
      ['./endpoints/*.ts', '!./endpoints/*.test.ts', '!./endpoints/index.ts'],
      {
        eager: true,
      },
    );
    // Every function an endpoint module exports is a call, except the captcha image URL builder.
    const exported = Object.values(modules)
      .flatMap((module) => Object.entries(module))
      .filter(([name, value]) => typeof value === 'function' && name !== 'captchaUrl')
      .map(([name]) => name)
      .sort();
    expect(CALLS.map(([name]) => name).sort()).toEqual(exported);
    expect(CALLS.length).toBeGreaterThan(30);
  });

  it.each(CALLS)('%s resolves to data or a typed failure and never throws', async (_name, run) => {
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom(200, 200, 500, 404), async ({ text }, status) => {
        server.use(
          http.all('*', () => new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } })),
        );
        const result = await run();
        if (result.ok) expect(result).toHaveProperty('data');
        else expect(result.error).toBeInstanceOf(ApiFailure);
      }),
      { numRuns: 15 },
    );
  });

  it.each(CALLS)('%s resolves to a NetworkError when the connection fails', async (_name, run) => {
    server.use(http.all('*', () => HttpResponse.error()));
    const result = await run();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('network');
  });
});
