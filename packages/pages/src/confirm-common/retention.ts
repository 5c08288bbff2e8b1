import { useEffect, useRef } from 'react';
import { callNative, getBackStack } from '@loan-webview/kit/bridge';
import { useLatest } from '@loan-webview/kit/hooks';

export interface Retention {
  /** Leaves for good (Cancel in the retention or agreement popup): the guard is dropped, the webview closes. */
  leave: () => void;
}

/**
 * Catches the borrower's back while `enabled` (isPopType 1, part 2 §4): a persistent layer of the page's back
 * stack, under any dialog, so the shell's back hook (Android back, iOS swipe) and the browser's back reach it
 * only when no dialog is open, and a dialog closing is never taken for a back press.
 */
export function useRetentionOnBack(enabled: boolean, ask: () => void): Retention {
  const askRef = useLatest(ask);
  const release = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const drop = getBackStack().push(() => askRef.current(), { persistent: true });
    release.current = drop;
    return () => {
      drop();
      release.current = undefined;
    };
  }, [enabled, askRef]);

  return {
    leave: () => {
      release.current?.();
      void callNative('closeWebview');
    },
  };
}
