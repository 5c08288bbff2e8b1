import { pageState } from '../state/page-state';
/** Query string -> map; `product_id` and `productId` mirror each other (the backends use both). */
export function parseQuery(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    params[key] = value;
  }
  if (params.productId !== undefined && params.product_id === undefined) params.product_id = params.productId;
  if (params.product_id !== undefined && params.productId === undefined) params.productId = params.product_id;
  return params;
}

type Listener = (params: Readonly<Record<string, string>>) => void;

const session = pageState('session', () => ({
  common: {} as Readonly<Record<string, string>>,
  listeners: new Set<Listener>(),
}));

/**
 * The common params: the session and device parameters the shell opened the page with. They travel with
 * every API call and every navigation for the page's lifetime.
 */
export function getCommonParams(): Readonly<Record<string, string>> {
  return session.common;
}

/** Rebuilds the common params (on start-up, or when the shell hands over new session values). */
export function setCommonParams(params: Record<string, string>): void {
  session.common = Object.freeze({ ...params });
  session.listeners.forEach((listener) => listener(session.common));
}

/** Merges changed session values into the common params. */
export function updateCommonParams(changes: Record<string, string | undefined>): void {
  const next: Record<string, string> = { ...session.common };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  setCommonParams(next);
}

export function onCommonParamsChange(listener: Listener): () => void {
  session.listeners.add(listener);
  return () => session.listeners.delete(listener);
}

/** Reads the common params from the page URL; called once when a page mounts. */
export function initSession(
  search: string = typeof location === 'undefined' ? '' : location.search,
): Readonly<Record<string, string>> {
  setCommonParams(parseQuery(search));
  return session.common;
}

/** Appends params to a URL's query; later params win over earlier ones. */
export function withQuery(
  url: string,
  ...paramSets: Readonly<Record<string, string | number | boolean | null | undefined>>[]
): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  for (const params of paramSets) {
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
  }
  const text = query.toString();
  return `${base}${text ? `?${text}` : ''}${hash}`;
}
