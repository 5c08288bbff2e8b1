import { describe, expect, it, vi } from 'vitest';
import { offlineWorkerSource, registerOfflineWorker, RELOAD_FLAG, type OfflineWorkerEnvironment } from './offline';

const HREF = 'http://127.0.0.1:8080/theThat/?sessionId=s1';

function environment(response: Response | Error, registrations = 1) {
  const unregister = vi.fn(async () => true);
  const getRegistration = vi.fn(async (scope?: string) =>
    registrations ? ({ unregister, scope } as unknown as ServiceWorkerRegistration) : undefined,
  );
  const session = new Map<string, string>();
  const env: OfflineWorkerEnvironment = {
    serviceWorker: {
      register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
      getRegistration,
    },
    fetch: vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }) as unknown as typeof fetch,
    reload: vi.fn(),
    session: { getItem: (k) => session.get(k) ?? null, setItem: (k, v) => void session.set(k, v) },
    href: HREF,
  };
  return { env, unregister, session, getRegistration };
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

  it('unregisters the worker of its own folder and reloads once when the script answers 404', async () => {
    const { env, unregister, getRegistration } = environment(new Response('missing', { status: 404 }));
    expect(await registerOfflineWorker('./sw.js', env)).toBe('removed-and-reloaded');
    // Another page's worker (another scope) is never asked for, so never removed.
    expect(getRegistration).toHaveBeenCalledWith('http://127.0.0.1:8080/theThat/');
    expect(unregister).toHaveBeenCalledTimes(1);
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

  it('does nothing in a sandboxed frame, where reading navigator.serviceWorker throws', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      get() {
        throw new DOMException('Service worker is disabled because the context is sandboxed', 'SecurityError');
      },
    });
    try {
      expect(await registerOfflineWorker('./sw.js')).toBe('unsupported');
    } finally {
      if (descriptor) Object.defineProperty(navigator, 'serviceWorker', descriptor);
      else Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('does nothing where service workers are not supported', async () => {
    const { env } = environment(js());
    expect(await registerOfflineWorker('./sw.js', { ...env, serviceWorker: undefined })).toBe('unsupported');
  });
});

/** A service worker global scope small enough to run the worker's source in: caches, fetch and events. */
function workerScope(
  network: (request: string) => Promise<Response>,
  { scope = 'http://127.0.0.1:8080/theThat/', windows = [] as string[] } = {},
) {
  const stores = new Map<string, Map<string, Response>>();
  const listeners = new Map<string, (event: unknown) => void>();
  const key = (request: string | Request) => new URL(typeof request === 'string' ? request : request.url, scope).href;
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        put: async (request: string | Request, response: Response) => void store.set(key(request), response),
        addAll: async (urls: string[]) => {
          for (const url of urls) store.set(key(url), await network(key(url)));
        },
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string | Request, options: { cacheName: string }) =>
      stores.get(options.cacheName)?.get(key(request))?.clone(),
  };
  const self = {
    location: new URL(`${scope}sw.js`),
    registration: { scope },
    clients: { claim: async () => undefined, matchAll: async () => windows.map((url) => ({ url })) },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const pending: Promise<unknown>[] = [];
  async function dispatch(type: string, extra: Record<string, unknown> = {}) {
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({
      ...extra,
      waitUntil: (work: Promise<unknown>) => pending.push(work),
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    const response = await answer;
    // The browser reads the body at once, before any late clone could.
    const text = await response?.text();
    await Promise.all(pending);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return text;
  }
  return { self, caches, stores, dispatch, scope };
}

function runWorker(source: string, scope: ReturnType<typeof workerScope>, network: typeof fetch) {
  new Function('self', 'caches', 'fetch', 'Response', source)(scope.self, scope.caches, network, Response);
}

describe('offline worker', () => {
  const page = '<!doctype html><title>Customer service</title>';
  const files: Record<string, string> = {
    'http://127.0.0.1:8080/theThat/': page,
    'http://127.0.0.1:8080/theThat/page-ABCD1234.js': 'export{}',
  };
  const online = async (request: string | { url: string }) => {
    const url = (typeof request === 'string' ? request : request.url).split('?')[0];
    return new Response(files[url] ?? 'missing', { status: files[url] ? 200 : 404 });
  };

  it('serves the page and its files offline after one visit, and keeps a fresh copy of the page', async () => {
    const network = vi.fn(online);
    const scope = workerScope(network);
    runWorker(
      offlineWorkerSource({ page: 'customerService', version: 'v1', files: ['page-ABCD1234.js'] }),
      scope,
      network as unknown as typeof fetch,
    );
    await scope.dispatch('install');
    await scope.dispatch('activate');
    const navigate = (url: string) => ({ request: { url, method: 'GET', mode: 'navigate' } });
    files['http://127.0.0.1:8080/theThat/'] = `${page}<!-- v2 -->`;
    expect(await scope.dispatch('fetch', navigate(`${scope.scope}?sessionId=s1`))).toContain('v2');

    network.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await scope.dispatch('fetch', navigate(`${scope.scope}?sessionId=s2`))).toContain('v2');
    const asset = { request: new Request(`${scope.scope}page-ABCD1234.js`) };
    expect(await scope.dispatch('fetch', asset)).toBe('export{}');
  });

  it('sends what is posted (beacons as the page unloads) past itself, where the browser can route it so', async () => {
    const scope = workerScope(online);
    runWorker(
      offlineWorkerSource({ page: 'customerService', version: 'v1', files: [] }),
      scope,
      online as typeof fetch,
    );
    const routes: unknown[] = [];
    await scope.dispatch('install', { addRoutes: async (rules: unknown) => void routes.push(rules) });
    expect(routes).toEqual([{ condition: { requestMethod: 'POST' }, source: 'network' }]);
    // An older webview without static routes installs as before.
    await expect(scope.dispatch('install')).resolves.toBeUndefined();
  });

  it('replaces only the old caches of its own page', async () => {
    const scope = workerScope(online);
    scope.stores.set('loan-offline:customerService:v0', new Map());
    scope.stores.set('loan-offline:loanDetailUrl:v9', new Map());
    runWorker(
      offlineWorkerSource({ page: 'customerService', version: 'v1', files: [] }),
      scope,
      online as unknown as typeof fetch,
    );
    await scope.dispatch('install');
    await scope.dispatch('activate');
    expect([...scope.stores.keys()].sort()).toEqual([
      'loan-offline:customerService:v1',
      'loan-offline:loanDetailUrl:v9',
    ]);
  });

  it('still answers from the network when storage throws', async () => {
    const scope = workerScope(online);
    const broken = async () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    Object.assign(scope.caches, { open: broken, match: broken, keys: broken });
    runWorker(
      offlineWorkerSource({ page: 'customerService', version: 'v1', files: [] }),
      scope,
      online as unknown as typeof fetch,
    );
    await scope.dispatch('install');
    await scope.dispatch('activate');
    const text = await scope.dispatch('fetch', { request: { url: scope.scope, method: 'GET', mode: 'navigate' } });
    expect(text).toContain('Customer service');
  });

  describe('a static page (a file per language)', () => {
    const pages: Record<string, string> = {
      'http://127.0.0.1:8080/': '<html lang="en">home</html>',
      'http://127.0.0.1:8080/dragonpay/': '<html lang="en">how to pay</html>',
      'http://127.0.0.1:8080/dragonpay/?lang=zh': '<html lang="zh">如何还款</html>',
      'http://127.0.0.1:8080/dragonpay/step-ABCD2345.png': 'png',
    };
    const network = vi.fn(async (request: string | { url: string }) => {
      const url = typeof request === 'string' ? request : request.url;
      return new Response(pages[url] ?? 'missing', { status: pages[url] ? 200 : 404 });
    });
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const start = async (scopeUrl: string, windows: string[]) => {
      const scope = workerScope(network, { scope: scopeUrl, windows });
      runWorker(
        offlineWorkerSource({ page: 'DRInstructions', version: 'v1', files: ['step-ABCD2345.png'], openPage: true }),
        scope,
        network as unknown as typeof fetch,
      );
      await scope.dispatch('install');
      await scope.dispatch('activate');
      return scope;
    };

    it('keeps the language the borrower opened, and its pictures, for offline', async () => {
      const scope = await start('http://127.0.0.1:8080/dragonpay/', ['http://127.0.0.1:8080/dragonpay/?lang=zh']);
      network.mockImplementationOnce(offline).mockImplementationOnce(offline);
      const navigate = { request: { url: `${scope.scope}?lang=zh`, method: 'GET', mode: 'navigate' } };
      expect(await scope.dispatch('fetch', navigate)).toContain('如何还款');
      expect(await scope.dispatch('fetch', { request: new Request(`${scope.scope}step-ABCD2345.png`) })).toBe('png');
    });

    it('with the whole origin as its scope, leaves the other pages alone', async () => {
      const scope = await start('http://127.0.0.1:8080/', ['http://127.0.0.1:8080/']);
      const other = { request: { url: 'http://127.0.0.1:8080/dragonpay/', method: 'GET', mode: 'navigate' } };
      expect(await scope.dispatch('fetch', other)).toBeUndefined();
      const home = { request: { url: 'http://127.0.0.1:8080/', method: 'GET', mode: 'navigate' } };
      expect(await scope.dispatch('fetch', home)).toContain('home');
    });
  });
});
