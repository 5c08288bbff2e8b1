/**
 * The offline worker: caches each page's assets so a borrower on a flaky network still gets
 * the page. If the worker script itself is gone (404) or is not JavaScript, a stale worker could serve a
 * dead page forever: unregister it and reload once, remembered in sessionStorage so it can never loop.
 */
export const RELOAD_FLAG = 'loan:offline-reloaded';

export interface OfflineWorkerEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;
  fetch: typeof fetch;
  reload: () => void;
  session?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The page's own address: its folder is the worker's scope. */
  href: string;
}

/** A global that may throw when read: a sandboxed frame (the agreement popup frames our static pages) has none. */
function readable<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function defaultEnvironment(): OfflineWorkerEnvironment {
  return {
    serviceWorker: readable(() => navigator.serviceWorker),
    fetch: (...args) => fetch(...args),
    reload: () => location.reload(),
    session: readable(() => sessionStorage),
    href: typeof location !== 'undefined' ? location.href : 'http://localhost/',
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
  // Only this page folder's worker: the other pages of the origin keep theirs.
  const scope = new URL('./', new URL(scriptUrl, env.href)).href;
  const registration = await env.serviceWorker.getRegistration(scope).catch(() => undefined);
  if (!registration || registration.scope !== scope) return 'removed';
  await registration.unregister().catch(() => false);
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

export interface OfflineWorkerOptions {
  /** The page (route key): its caches are its own, whatever other pages of the origin do. */
  page: string;
  /** Changes with every build of the page (its content hash): a new version replaces the page's old cache. */
  version: string;
  /** The page folder's files (relative to the folder), cached at install so the first visit already counts. */
  files: readonly string[];
  /**
   * A static page is prerendered once per language (`?lang=` picks the file), so `./` would be the default
   * language: its worker caches the page the borrower has open instead, when it takes over.
   */
  openPage?: boolean;
}

// Only a static page's worker carries this: every other worker's source counts in its page's JS budget.
const OPEN_PAGE_SOURCE = `const cacheOpenPage = () => self.clients.matchAll({ type: 'window' }).then((windows) => {
  const open = windows.find((client) => inFolder(client.url));
  return open && fetch(open.url).then((response) => response.ok && store(self.registration.scope, response));
}).catch(ignore);
`;

/**
 * The worker's source, one per page folder. At install it caches the page and its files; hashed assets are
 * cache-first (their names change with their content); the page itself is network-first with the cached copy
 * as the offline fallback. Storage that fails (quota, private mode) never costs the borrower the network answer.
 * Posts (API calls, field-figure beacons) go past the worker where the browser has static routes (Chromium
 * 123+): a beacon sent as the page unloads was lost on its way through the fetch handler (Chromium 156).
 */
export function offlineWorkerSource({ page, version, files, openPage = false }: OfflineWorkerOptions): string {
  const prefix = `loan-offline:${page}:`;
  return `const PREFIX = ${JSON.stringify(prefix)};
const CACHE = PREFIX + ${JSON.stringify(version)};
const FILES = ${JSON.stringify(openPage ? files : ['./', ...files])};
const ignore = () => undefined;
// The folder itself, not the folders under it: the company home's worker has the whole origin as its scope.
const inFolder = (href) => new URL('./', href).href === self.registration.scope;
const store = (key, response) => caches.open(CACHE).then((cache) => cache.put(key, response)).catch(ignore);
${openPage ? OPEN_PAGE_SOURCE : ''}self.addEventListener('install', (event) => {
  if (event.addRoutes) event.waitUntil(event.addRoutes({ condition: { requestMethod: 'POST' }, source: 'network' }).catch(ignore));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).catch(ignore).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)))).catch(ignore).then(() => self.clients.claim())${openPage ? '.then(cacheOpenPage)' : ''});
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (!inFolder(url)) return;
  const scope = self.registration.scope;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).then((response) => {
      if (response.ok) event.waitUntil(store(scope, response.clone()));
      return response;
    }, () => caches.match(scope, { cacheName: CACHE }).catch(ignore).then((hit) => hit || Response.error())));
  } else if (/-[A-Z0-9]{8}\\.(js|css|svg|png|jpe?g|webp)$/.test(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: CACHE }).catch(ignore).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok) event.waitUntil(store(request, response.clone()));
      return response;
    })));
  }
});
`;
}
