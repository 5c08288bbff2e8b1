import { useCallback, useRef, useState } from 'react';

export interface SingleFlight<K extends string> {
  /**
   * Runs `task` unless a task of this hook is already in flight, in which case it resolves with undefined
   * without running it. Decided on a ref, not on render state, so two taps in one task still send one request.
   */
  run: <T>(key: K, task: () => Promise<T>) => Promise<T | undefined>;
  /** The key of the task in flight, for the button that shows it as busy. */
  busy: K | undefined;
}

/** One write at a time: the double-tap guard every write button of a page shares. */
export function useSingleFlight<K extends string = string>(): SingleFlight<K> {
  const running = useRef<K | undefined>(undefined);
  const [busy, setBusy] = useState<K | undefined>();
  const run = useCallback(async <T>(key: K, task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current !== undefined) return undefined;
    running.current = key;
    setBusy(key);
    try {
      return await task();
    } finally {
      running.current = undefined;
      setBusy(undefined);
    }
  }, []);
  return { run, busy };
}
