import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from './session-expired';
import { retryHelps } from './errors';
import { getConfig, parseConfig, setConfig } from '../config/config';
import { setCommonParams } from '../session/session';
import { deobfuscate, normalizeResponse } from './normalize';
import { call } from './request';
import { PAGE_STATE_VERSION } from '../state/page-state';

afterEach(() => {
  setConfig(undefined);
  setCommonParams({});
});

describe('normalizeResponse', () => {
  it('reads code, message and data under the plain names', () => {
    expect(normalizeResponse({ code: 0, message: 'ok', data: { a: 1 } })).toMatchObject({
      success: true,
      code: '0',
      message: 'ok',
      data: { a: 1 },
    });
  });
  it('reads them under obfuscated names from the key table', () => {
    const raw = { zq: '0', mx: 'fine', dd: [1] };
    expect(normalizeResponse(raw, { code: 'zq', message: 'mx', data: 'dd' })).toMatchObject({
      success: true,
      code: '0',
      message: 'fine',
      data: [1],
      raw,
    });
  });
  it('is successful when the code parses to integer 0, unless the call asks for 00 or a flag', () => {
    expect(normalizeResponse({ code: '00' }).success).toBe(true);
    expect(normalizeResponse({ code: '0x' }).success).toBe(true);
    expect(normalizeResponse({ code: 1 }).success).toBe(false);
    expect(normalizeResponse({ code: 'abc' }).success).toBe(false);
    expect(normalizeResponse({ code: '0' }, {}, 'doubleZero').success).toBe(false);
    expect(normalizeResponse({ code: '00' }, {}, 'doubleZero').success).toBe(true);
    expect(normalizeResponse({ success: true }, {}, 'flag').success).toBe(true);
    expect(normalizeResponse({ code: '99', success: true }, {}, 'doubleZeroOrFlag').success).toBe(true);
  });
  it('never throws on something that is not an object', () => {
    for (const raw of [null, undefined, 'text', 42, [1, 2]]) {
      expect(normalizeResponse(raw)).toMatchObject({ success: false, raw });
    }
  });
});

describe('deobfuscate', () => {
  it('renames obfuscated keys back to plain names, deeply', () => {
    expect(deobfuscate({ q1: { q2: [{ q1: 3 }] } }, { orderStatus: 'q1', detail: 'q2' })).toEqual({
      orderStatus: { detail: [{ orderStatus: 3 }] },
    });
  });
});

const Echo = v.any();

describe('the clients', () => {
  it('planes POST: form-encoded body, common params in the query, X-Requested-With', async () => {
    setCommonParams({ sessionId: 's1', deviceId: 'd1' });
    let seen: Request | undefined;
    server.use(
      http.post('*/planes/v3/loan-details/google-score', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ code: 0 });
      }),
    );
    await call({ endpoint: 'googleScore', schema: Echo }, { score: 4 });
    const url = new URL(seen!.url);
    expect(url.searchParams.get('sessionId')).toBe('s1');
    expect(seen!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(await seen!.text()).toBe('score=4');
  });

  it('planes GET: common and given params in the query', async () => {
    setCommonParams({ sessionId: 's1' });
    let url: URL | undefined;
    server.use(
      http.get('*/planes/v3/loan-details/google-score', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ code: 0 });
      }),
    );
    await call({ endpoint: 'googleScore', method: 'GET', schema: Echo }, { score: 3 });
    expect(Object.fromEntries(url!.searchParams)).toEqual({ sessionId: 's1', score: '3' });
  });

  it('sends payload keys under their obfuscated names', async () => {
    setConfig({ keyTable: { score: 'xk' } });
    let body = '';
    server.use(
      http.post('*/planes/v3/loan-details/google-score', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ code: 0 });
      }),
    );
    await call({ endpoint: 'googleScore', schema: Echo }, { score: 5 });
    expect(body).toBe('xk=5');
  });

  it('JSON client: JSON body with building and gather headers from the page URL, empty when absent', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/api/v2/youmi/promotion/get-sms', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ code: '0' });
      }),
    );
    window.history.replaceState(null, '', '/promotion/?building=b-1');
    await call({ endpoint: 'getSms', client: 'json', schema: Echo }, { phone: '09171234567' });
    window.history.replaceState(null, '', '/theThat/?sessionId=s1');
    expect(seen!.headers.get('building')).toBe('b-1');
    expect(seen!.headers.get('gather')).toBe('');
    expect(seen!.headers.get('content-type')).toBe('application/json');
    expect(await seen!.json()).toEqual({ phone: '09171234567' });
  });

  it('form client: swift and eyes headers', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('*/gopia/goya/define', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ code: '00', data: { link: 'x' } });
      }),
    );
    window.history.replaceState(null, '', '/badSpark/?swift=sw&eyes=ey');
    await call({ endpoint: 'productJump', client: 'form', schema: Echo }, { module: 1 });
    window.history.replaceState(null, '', '/theThat/?sessionId=s1');
    expect(seen!.headers.get('swift')).toBe('sw');
    expect(seen!.headers.get('eyes')).toBe('ey');
    expect(seen!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('turns the timeout into a NetworkError that says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setConfig({ requestTimeoutMs: 1000 });
    server.use(http.post('*/planes/v3/loan-details/google-score', () => new Promise<Response>(() => undefined)));
    const pending = call({ endpoint: 'googleScore', schema: Echo });
    await vi.advanceTimersByTimeAsync(1100);
    const result = await pending;
    vi.useRealTimers();
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', timedOut: true } });
  });

  it('reports an HTTP error with the server message when it sent one', async () => {
    server.use(
      http.post('*/planes/v3/loan-details/google-score', () =>
        HttpResponse.json({ code: 503, message: 'Maintenance until 02:00' }, { status: 503 }),
      ),
    );
    expect(await call({ endpoint: 'googleScore', schema: Echo })).toMatchObject({
      ok: false,
      error: { kind: 'api', code: '503', message: 'Maintenance until 02:00' },
    });
  });
});

describe('response shapes', () => {
  it('treats a list where an object belongs as a SchemaError', async () => {
    server.use(http.post('*/planes/v3/loan-details/google-score', () => HttpResponse.json({ code: 0, data: [1, 2] })));
    const result = await call({ endpoint: 'googleScore', schema: v.object({ a: v.optional(v.string(), '') }) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema' } });
  });
});

describe('a bug in the client', () => {
  it('is an internal failure, which Retry cannot mend and which the console reports', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A payload the form client cannot serialise: a value whose toString throws.
    const hostile = {
      toString() {
        throw new Error('cannot serialise');
      },
    };
    const result = await call(
      { endpoint: 'googleScore', schema: v.unknown() },
      { score: hostile as unknown as string },
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal', code: 'INTERNAL_ERROR' } });
    expect(!result.ok && retryHelps(result.error)).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('a session the server no longer accepts', () => {
  const definition = { endpoint: 'loanDetails' as const, schema: v.unknown() };
  const offToLogin = () => {
    const calls: string[] = [];
    const stop = onSessionExpired((code) => calls.push(code));
    return { calls, stop };
  };

  it('touches no bridge itself: the app decides what follows', async () => {
    // Fresh modules: test files share a worker's modules, and the page shell's, once imported by another file,
    // listens to expired sessions and asks the app to log in (which is the app deciding).
    // The listeners and the bridge are the page's (on globalThis, ADR 0087): fresh ones too, the shared ones after.
    const pageGlobals = globalThis as unknown as Record<symbol, unknown>;
    const keys = ['session-expired', 'bridge', 'config'].map((name) =>
      Symbol.for(`@loan-webview/kit/${name}@${PAGE_STATE_VERSION}`),
    );
    const shared = keys.map((key) => pageGlobals[key]);
    keys.forEach((key) => delete pageGlobals[key]);
    try {
      vi.resetModules();
      const fresh = { ...(await import('./request')), ...(await import('../bridge')), ...(await import('../config')) };
      fresh.setConfig({ sessionExpiredCodes: ['401'] });
      server.use(http.post('*/planes/v3/loan-details/loan-details', () => HttpResponse.json({ code: 401 })));
      const actions: string[] = [];
      const listener = ({ action }: { action: string }) => actions.push(action);
      fresh.getBridge().events.on('call', listener);
      await fresh.call(definition);
      fresh.getBridge().events.off('call', listener);
      expect(actions).toEqual([]);
    } finally {
      keys.forEach((key, index) => (pageGlobals[key] = shared[index]));
    }
  });

  it('reports a code the configuration names to its listeners, and fails the call as usual', async () => {
    setConfig({ sessionExpiredCodes: ['401', 10010] });
    for (const code of [401, '10010']) {
      server.use(
        http.post('*/planes/v3/loan-details/loan-details', () => HttpResponse.json({ code, message: 'Log in' })),
      );
      const watch = offToLogin();
      const result = await call(definition);
      watch.stop();
      expect(result.ok).toBe(false);
      expect(watch.calls).toEqual([String(code)]);
    }
  });

  it('reports nothing for other failures, or when the configuration names no code (the default)', async () => {
    server.use(
      http.post('*/planes/v3/loan-details/loan-details', () => HttpResponse.json({ code: 401, message: 'x' })),
    );
    const watch = offToLogin();
    await call(definition);
    setConfig({ sessionExpiredCodes: ['401'] });
    server.use(
      http.post('*/planes/v3/loan-details/loan-details', () => HttpResponse.json({ code: 1001, message: 'x' })),
    );
    await call(definition);
    watch.stop();
    expect(watch.calls).toEqual([]);
  });
});

describe('a configuration per call (a server answering many borrowers, issue 28.5)', () => {
  it('sends to the call’s apiBase with its key table, leaving the process-wide configuration alone', async () => {
    const urls: string[] = [];
    server.use(
      http.post('https://tenant-a.example/planes/v3/loan-details/google-score', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ zq: 0, dt: { score: 4 } });
      }),
    );
    const config = parseConfig({
      apiBase: 'https://tenant-a.example',
      apiHosts: ['https://tenant-a.example'],
      keyTable: { code: 'zq', data: 'dt' },
    });
    const result = await call({ endpoint: 'googleScore', schema: Echo }, { score: 4 }, { config });
    expect(urls).toHaveLength(1);
    expect(result).toMatchObject({ ok: true, data: { score: 4 } });
    expect(getConfig().apiBase).toBe('');
  });
});
