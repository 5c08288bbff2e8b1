import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

// A minute's resolution keeps the snapshot stable between React's reads, and a day-count fresh past midnight.
const read = () => Math.floor(Date.now() / MINUTE) * MINUTE;

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
};

/**
 * The time, in the browser only: null on the server and while hydrating, so markup rendered one day hydrates
 * on another without a mismatch (React #418); the client's time follows right after. A client-only render has
 * it at once.
 */
export function useClientNow(): number | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
