import { useEffect, useState } from 'react';
import { callNative, type NativeResult } from '@loan-webview/kit/bridge';
import { hrefFor, navigateTo } from '@loan-webview/kit/routes';
import { clearBankDraft } from './bank-draft';
import type { BindBankTarget } from './target';

let ended = false;
let left = false;

/**
 * Tells the shell the borrower has finished binding (ADR 0051): after a save, or when the page goes away
 * without one. Once per page: the save's own end comes before the navigation that hides the page.
 */
export function endBankSession(): void {
  if (ended) return;
  ended = true;
  void callNative('endBank');
}

/**
 * What the shell says of a binding of its own (shell contract 2, ADR 0080): it bound the account, the borrower
 * cancelled it, or it failed. `form` is everything else: a shell of contract 1, one that leaves the binding to
 * this page (`{ outcome: 'form' }`), or no answer yet. The page's form is there from the start whatever comes.
 */
export type ShellBinding = 'form' | 'bound' | 'cancelled' | 'failed';

/** A borrower may spend minutes in a bank's own screen before the shell can answer. */
const SHELL_BINDING_MS = 15 * 60_000;

export function shellBindingOf(result: NativeResult): ShellBinding {
  if (!result.ok) return result.reason === 'failed' && result.code !== 'malformed' ? 'failed' : 'form';
  const outcome = (result.value as { outcome?: unknown } | null | undefined)?.outcome;
  return outcome === 'bound' || outcome === 'cancelled' ? outcome : 'form';
}

/**
 * `startBank` when the binding page opens, `endBank` when it ends (saved, left, or the webview closed), and what
 * the shell answers to `startBank` (contract 2) once it does.
 */
export function useBankSession(): ShellBinding {
  const [binding, setBinding] = useState<ShellBinding>('form');
  useEffect(() => {
    ended = false;
    left = false;
    let mounted = true;
    void callNative('startBank', undefined, { timeoutMs: SHELL_BINDING_MS }).then((result) => {
      if (mounted) setBinding(shellBindingOf(result));
    });
    window.addEventListener('pagehide', endBankSession);
    return () => {
      mounted = false;
      window.removeEventListener('pagehide', endBankSession);
    };
  }, []);
  return binding;
}

/**
 * The account is bound (by the page's form or by the shell): the draft goes, the session ends, and the borrower
 * goes back where she came from (the order page, or out of the webview). The form calls it after every successful save
 * (a navigation that was blocked is tried again); a shell's answer that the account is bound does not, once she
 * is on her way (`alreadyLeft`).
 */
export function leaveBound(target: BindBankTarget): void {
  left = true;
  clearBankDraft();
  endBankSession();
  if (target.fromLoanDetail) navigateTo(hrefFor('loanDetailUrl', { source: 'loanDetail' }), { replace: true });
  else void callNative('closeWebview');
}

export const alreadyLeft = (): boolean => left;
