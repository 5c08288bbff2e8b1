import { describe, expect, it, vi } from 'vitest';
import { offlineWorkerSource, registerOfflineWorker, RELOAD_FLAG, type OfflineWorkerEnvironment } from './offline';

function environment(response: Response | Error, registrations = 1) {
  const unregister = vi.fn(async () => true);
  const session = new Map<string, string>();
  const env: OfflineWorkerEnvironment = {
    serviceWorker: {
      register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
      getRegistrations: vi.fn(async () =>
        Array.from({ length: registrations }, () => ({ unregister }) as unknown as ServiceWorkerRegistration),
      ),
    },
    fetch: vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }) as unknown as typeof fetch,
    reload: vi.fn(),
    session: { getItem: (k) => session.get(k) ?? null, setItem: (k, v) => void session.set(k, v) },
  };
  return { env, unregister, session };
}

const js = () =>
  new Response('self.addEventListener("fetch", () => {})', { headers: { 'content-type': 'text/javascript' } });

describe('registerOfflineWorker', () => {
  it('registers a worker whose script is JavaScript', async () => {
    const { env } = environment(js());
    expect(await registerOfflineWorker('./sw.js', env)).toBe('registered');
    expect(env.serviceWorker!.register).toHaveBeenCalledWith('./sw.js');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('unregisters and reloads once when the script answers 404', async () => {
    const { env, unregister } = environment(new Response('missing', { status: 404 }));
    expect(await registerOfflineWorker('./sw.js', env)).toBe('removed-and-reloaded');
    expect(unregister).toHaveBeenCalled();
    expect(env.reload).toHaveBeenCalledTimes(1);
    // The reloaded page finds the same 404: it must not reload again.
    expect(await registerOfflineWorker('./sw.js', env)).toBe('removed');
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.session!.getItem(RELOAD_FLAG)).toBe('1');
  });

  it('treats an HTML answer (an SPA fallback) as a dead worker', async () => {
    const { env } = environment(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    expect(await registerOfflineWorker('./sw.js', env)).toBe('removed-and-reloaded');
    expect(env.serviceWorker!.register).not.toHaveBeenCalled();
  });

  it('does not reload when no worker was installed', async () => {
    const { env } = environment(new Response('', { status: 404 }), 0);
    expect(await registerOfflineWorker('./sw.js', env)).toBe('removed');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('keeps the installed worker while offline', async () => {
    const { env, unregister } = environment(new TypeError('Failed to fetch'));
    expect(await registerOfflineWorker('./sw.js', env)).toBe('failed');
    expect(unregister).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are not supported', async () => {
    const { env } = environment(js());
    expect(await registerOfflineWorker('./sw.js', { ...env, serviceWorker: undefined })).toBe('unsupported');
  });
});

describe('offlineWorkerSource', () => {
  it('is valid JavaScript naming its cache', () => {
    const source = offlineWorkerSource('loan-theThat-abc');
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('"loan-theThat-abc"');
  });
});
