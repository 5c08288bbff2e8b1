import { useEffect } from 'react';
import { getBridge } from '@loan-webview/kit/bridge';

let ended = false;

/**
 * Tells the shell the borrower has finished binding (ADR 0051): after a save, or when the page goes away
 * without one. Once per page: the save's own end comes before the navigation that hides the page.
 */
export function endBankSession(): void {
  if (ended) return;
  ended = true;
  getBridge().endBank();
}

/** `startBank` when the binding page opens, `endBank` when it ends (saved, left, or the webview closed). */
export function useBankSession(): void {
  useEffect(() => {
    ended = false;
    getBridge().startBank();
    window.addEventListener('pagehide', endBankSession);
    return () => window.removeEventListener('pagehide', endBankSession);
  }, []);
}
