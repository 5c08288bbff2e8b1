import { useEffect, useRef } from 'react';
import { getBridge } from '@loan-webview/kit/bridge';

export interface Retention {
  /** Leaves for good (Cancel in the retention or agreement popup): the webview closes, back is not caught. */
  leave: () => void;
}

/**
 * Catches the borrower's back while `enabled` (isPopType 1, part 2 §4): the shell's back hook (Android back,
 * iOS swipe) and the browser's back (a guard history entry, re-armed after each catch) both call `ask`
 * instead of leaving.
 */
export function useRetentionOnBack(enabled: boolean, ask: () => void): Retention {
  const leaving = useRef(false);
  const askRef = useRef(ask);
  askRef.current = ask;

  useEffect(() => {
    if (!enabled) return;
    const bridge = getBridge();
    const removeHook = bridge.onBack(() => {
      if (leaving.current) return false;
      askRef.current();
      return true;
    });
    history.pushState({ loanRetention: true }, '');
    const onPopState = () => {
      // In a plain browser closeWebview is history.back(): keep going back past the page.
      if (leaving.current) {
        history.back();
        return;
      }
      history.pushState({ loanRetention: true }, '');
      askRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      removeHook();
      window.removeEventListener('popstate', onPopState);
    };
  }, [enabled]);

  return {
    leave: () => {
      leaving.current = true;
      getBridge().closeWebview();
    },
  };
}
