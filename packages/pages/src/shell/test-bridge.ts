import { afterEach, beforeEach } from 'vitest';

export interface PostedCall {
  action: string;
  payload: unknown;
}

/**
 * Plays the iOS shell in a test file: every `webkit.messageHandlers[action].postMessage` lands in the returned
 * list, which is emptied before each test; the shell is removed after each.
 */
export function recordIosBridge(): PostedCall[] {
  const posted: PostedCall[] = [];
  beforeEach(() => {
    posted.length = 0;
    const messageHandlers = new Proxy(
      {},
      { get: (_t, action: string) => ({ postMessage: (payload: unknown) => posted.push({ action, payload }) }) },
    );
    Object.assign(window, { webkit: { messageHandlers } });
  });
  afterEach(() => {
    delete (window as { webkit?: unknown }).webkit;
  });
  return posted;
}
