import { useCallback, useContext, useEffect, useId, useInsertionEffect, useRef, useState } from 'react';
import type { ApiFailure, ApiResult } from '@loan-webview/kit/api';
import { hydrated, hydrationResult, renderedNote, ServerResourcesContext, type Loaded } from './rendered';
import { logInAgainWhenExpired } from './session-expired';

// Every page that talks to the server loads its data through this module, in its content chunk: the shell
// answers an expired session from here, before the first request (the API layer only reports it).
logInAgainWhenExpired();

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiFailure }
  | { status: 'missing'; data?: undefined; error?: undefined; message: string }
  | { status: 'success'; data: T; error?: undefined };

/**
 * A page opened without the query value it needs (no order id): nothing was asked, nothing failed, Retry cannot
 * help. A state of its own, not a made-up API error: the page says what is missing and where to go instead.
 */
export interface MissingQuery {
  ok: false;
  missing: string;
}

/** What a loader returns for a query value it lacks: `message` says so to the borrower. */
export const missingQuery = (message: string): MissingQuery => ({ ok: false, missing: message });

export interface UseResourceResult<T> {
  state: Resource<T>;
  /** Loads again (Retry); ignored while a load is in flight. */
  reload: () => void;
  /** True while a reload (Retry, or Refresh of what is shown) is in flight. */
  reloading: boolean;
  /** When the data shown was answered, epoch ms. */
  updatedAt?: number;
  /** The last reload of data already shown failed: the data stays (never an error over a page she was reading). */
  refreshFailed: boolean;
}

/** A loader's result as the state it shows. */
function stateOf<T>(result: ApiResult<T> | MissingQuery): Resource<T> {
  return result.ok
    ? { status: 'success', data: result.data }
    : 'missing' in result
      ? { status: 'missing', message: result.missing }
      : { status: 'error', error: result.error };
}

/**
 * Loads page data after mount. The first render is `loading`, on the server and in the browser, so the
 * prerendered skeleton hydrates without a mismatch; a page rendered with its data (rendered.ts) starts with it
 * instead, on both sides, and does not load it again. A late answer from an older load is dropped.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<ApiResult<T> | MissingQuery>,
): UseResourceResult<T> {
  const id = useId();
  const server = useContext(ServerResourcesContext);
  if (server && !server.results) server.loaders.set(id, load as (signal: AbortSignal) => Promise<Loaded>);
  const rendered = server
    ? (server.results?.get(id) as ApiResult<T> | undefined)
    : (hydrationResult(id, load as (signal: AbortSignal) => Promise<Loaded>) as ApiResult<T> | undefined);
  const startedWith = rendered?.ok ? rendered : undefined;
  const [state, setState] = useState<Resource<T>>(() => (startedWith ? stateOf(startedWith) : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<number | undefined>(() =>
    startedWith ? (server?.answeredAt ?? renderedNote()?.answeredAt) : undefined,
  );
  const [refreshFailed, setRefreshFailed] = useState(false);
  const shown = useRef(!!startedWith);
  // The latest loader for the effect and Retry, written after render (never during it).
  const loadRef = useRef(load);
  useInsertionEffect(() => {
    loadRef.current = load;
  });
  const inFlight = useRef(false);

  useEffect(() => {
    // Rendered with its data: it is shown, nothing to ask.
    if (attempt === 0 && shown.current && startedWith) {
      hydrated(id);
      return;
    }
    const controller = new AbortController();
    inFlight.current = true;
    loadRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      inFlight.current = false;
      setReloading(false);
      setRefreshFailed(!result.ok && shown.current);
      if (!result.ok && shown.current) return;
      shown.current = result.ok;
      if (result.ok) setUpdatedAt(Date.now());
      setState(stateOf(result));
    });
    return () => {
      controller.abort();
      inFlight.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per attempt: the first one's data is fixed
  }, [attempt]);

  const reload = useCallback(() => {
    if (inFlight.current) return;
    setReloading(true);
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload, reloading, updatedAt, refreshFailed };
}

/** An answer beside the query values its request was made from. */
export interface Answered<Q, T> {
  query: Q;
  data: T;
}

/**
 * Keeps what a loader read from the query with the answer, so the view takes both from the loader's result
 * and a loader never writes view state.
 */
export async function withQuery<Q, T>(query: Q, answer: Promise<ApiResult<T>>): Promise<ApiResult<Answered<Q, T>>> {
  const result = await answer;
  return result.ok ? { ...result, data: { query, data: result.data } } : result;
}

/**
 * The answer once the chunk of the view that shows it has arrived too, both fetched at once: rendered before its
 * view, the answer left a blank where the skeleton had been, and React held the view for 300 ms when it came
 * (its Suspense reveal throttle). A failure shows at once, with its Retry; a view whose chunk fails shows its own.
 */
export async function withView<T>(
  view: { load: () => Promise<void> },
  answer: Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const arrived = view.load().catch(() => undefined);
  const result = await answer;
  if (result.ok) await arrived;
  return result;
}

/**
 * What a promise resolves to, once it has: undefined until then. For the part of an answer a page shows without
 * waiting for it (a second call started beside the first), given to the view as the promise.
 */
export function useSettled<T>(promise: Promise<T>): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T }>();
  useEffect(() => {
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  // A value of an older promise is not this one's.
  return settled?.promise === promise ? settled.value : undefined;
}
