import { loanShellOf } from '../loan-shell/loan-shell';

/**
 * Calls that answer (shell contract 2). A shell that speaks contract 2 says so at document start, with the actions
 * it has:
 *
 *   window.loanShell = { contract: 2, actions: ['closeWebview', 'callTelephone', ...] };
 *
 * It then receives every call as `{ id, payload }` (iOS `postMessage`, Android the JSON) and answers a call it
 * can tell the outcome of through the one entry point the page installs:
 *
 *   window.loanShell.answer(id, { ok: true, value })            // done; `value` is the action's own result
 *   window.loanShell.answer(id, { ok: false, reason: 'refused' | 'failed', code: 'NO_DIALER' })
 *
 * A shell of contract 1 (or one that declares nothing) gets the payload as before, and `callNative` settles at
 * once as `unsupported` with `posted: true`: the call went out, no answer will come.
 */
export type NativeFailure =
  /** Not sent to the shell (it lacks the action, or there is no shell), or sent to a shell that never answers. */
  | { ok: false; reason: 'unsupported'; posted: boolean }
  /** Sent, and no answer within the time given. */
  | { ok: false; reason: 'timeout' }
  /** The shell (or the borrower in it) declined, or it tried and failed: `code` is the shell's own. */
  | { ok: false; reason: 'refused' | 'failed'; code?: string };

export type NativeResult<T = unknown> = { ok: true; value: T } | NativeFailure;

export interface CallNativeOptions {
  /** How long to wait for the shell's answer. @default 10000 */
  timeoutMs?: number;
}

const waiting = new Map<string, (result: NativeResult) => void>();

/** What the shell answered, as a result; anything else is a failure named `malformed`, never a throw. */
function resultOf(answer: unknown): NativeResult {
  const given = answer as { ok?: unknown; value?: unknown; reason?: unknown; code?: unknown } | null;
  if (given?.ok === true) return { ok: true, value: given.value };
  if (given?.ok === false && (given.reason === 'refused' || given.reason === 'failed')) {
    return typeof given.code === 'string' || typeof given.code === 'number'
      ? { ok: false, reason: given.reason, code: String(given.code) }
      : { ok: false, reason: given.reason };
  }
  return { ok: false, reason: 'failed', code: 'malformed' };
}

/** Installs `window.loanShell.answer` once: it settles the call of that id and says whether one was waiting. */
function listen(win: Window): void {
  const shell = loanShellOf(win);
  if (!shell || shell.answer) return;
  shell.answer = (id, result) => {
    const settle = waiting.get(String(id));
    if (!settle) return false;
    waiting.delete(String(id));
    settle(resultOf(result));
    return true;
  };
}

/** Waits for the answer to call `id`: the shell's result, or `timeout` after `timeoutMs`. Never rejects. */
export function awaitAnswer(win: Window, id: string, timeoutMs: number): Promise<NativeResult> {
  listen(win);
  return new Promise<NativeResult>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve({ ok: false, reason: 'timeout' });
    }, timeoutMs);
    waiting.set(id, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}
