import { pageState } from '../state/page-state';
type SessionExpiredHandler = (code: string) => void;

const handlers = pageState('session-expired', () => new Set<SessionExpiredHandler>());

/**
 * Hears that the server no longer accepts the session (an answer with a code the configuration's
 * `sessionExpiredCodes` names). The API layer only reports it; the app decides what follows, as a webview
 * page's shell does: `onSessionExpired(() => void callNative('offToLogin'))`. Returns the unsubscribe.
 */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Called by `interpret` for such an answer. */
export function reportSessionExpired(code: string): void {
  for (const handler of handlers) handler(code);
}
