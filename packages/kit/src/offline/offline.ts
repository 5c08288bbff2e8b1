/**
 * The offline worker of part 1 §8: caches each page's assets so a borrower on a flaky network still gets
 * the page. If the worker script itself is gone (404) or is not JavaScript, a stale worker could serve a
 * dead page forever: unregister it and reload once, remembered in sessionStorage so it can never loop.
 */
export const RELOAD_FLAG = 'loan:offline-reloaded';

export interface OfflineWorkerEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;
  fetch: typeof fetch;
  reload: () => void;
  session?: Pick<Storage, 'getItem' | 'setItem'>;
}

function defaultEnvironment(): OfflineWorkerEnvironment {
  return {
    serviceWorker: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    fetch: (...args) => fetch(...args),
    reload: () => location.reload(),
    session: typeof sessionStorage !== 'undefined' ? sessionStorage : undefined,
  };
}

function looksLikeJavaScript(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /javascript|ecmascript/i.test(type);
}

export type OfflineWorkerResult = 'registered' | 'unsupported' | 'removed-and-reloaded' | 'removed' | 'failed';

export async function registerOfflineWorker(
  scriptUrl: string,
  env: OfflineWorkerEnvironment = defaultEnvironment(),
): Promise<OfflineWorkerResult> {
  if (!env.serviceWorker) return 'unsupported';
  let healthy = false;
  try {
    const response = await env.fetch(scriptUrl, { cache: 'no-store' });
    healthy = response.ok && looksLikeJavaScript(response);
  } catch {
    // Offline: keep whatever worker is installed; it is what serves the page now.
    return 'failed';
  }
  if (healthy) {
    try {
      await env.serviceWorker.register(scriptUrl);
      return 'registered';
    } catch {
      return 'failed';
    }
  }
  const registrations = await env.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  if (registrations.length === 0) return 'removed';
  try {
    if (env.session?.getItem(RELOAD_FLAG)) return 'removed';
    env.session?.setItem(RELOAD_FLAG, '1');
  } catch {
    // Without sessionStorage we cannot prove we have not reloaded already: do not reload.
    return 'removed';
  }
  env.reload();
  return 'removed-and-reloaded';
}

/**
 * The worker's source. Hashed assets of the page's folder are cache-first (their names change with their
 * content); the page itself is network-first with the cached copy as the fallback offline.
 */
export function offlineWorkerSource(cacheName: string): string {
  return `const CACHE = ${JSON.stringify(cacheName)};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return;
  const hashed = /-[A-Z0-9]{8}\\.(js|css)$/.test(url.pathname);
  if (hashed) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    }))));
  } else if (request.mode === 'navigate') {
    event.respondWith(fetch(request).then((response) => {
      if (response.ok) caches.open(CACHE).then((cache) => cache.put(url.pathname, response.clone()));
      return response;
    }).catch(() => caches.open(CACHE).then((cache) => cache.match(url.pathname)).then((hit) => hit || Response.error())));
  }
});
`;
}
