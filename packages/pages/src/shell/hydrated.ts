import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * False on the server and while the browser hydrates (prerendered or server-rendered markup), true after, and at
 * once in a part rendered in the browser only: for what only the browser knows, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, isClient, isServer);
}
