/**
 * A native shell may hand a page its first answer (ADR 0072): it starts the page's first request while the
 * webview itself starts, then gives the page what came back instead of the page asking again.
 *
 *   // before the page script, once it has sent the request (or with the answer, when it is already in):
 *   window.loanShell = { contract: 1, firstAnswer: { endpoint, params, pending: true } };
 *   // when the answer is in:
 *   window.loanShell.firstAnswer = { endpoint, params, status, body };
 *   window.dispatchEvent(new Event('loan-first-answer'));
 *
 * The first call to that endpoint whose payload is exactly `params` takes it, once, through the same normalising,
 * success check and validation as a fetched answer. An answer made for other parameters (another order), one that
 * fails validation or is not a success, or one still pending after `SHELL_ANSWER_WAIT_MS`, is refused and the page
 * calls the server as it would without a shell.
 */
import type { EndpointKey } from '../config/config';
import { loanShellOf, type LoanShell } from '../loan-shell/loan-shell';
import type { Payload } from './payload';

/**
 * The lowest contract a shell must speak for these pages (a package's `minShellContract`); a shell declares the one
 * it speaks in `window.loanShell.contract`. Contract 2 adds answers and declared actions (`callNative`,
 * `canCallNative` in `./bridge`), which the pages use where the shell has them.
 */
export const SHELL_CONTRACT = 1;

/** How long a page waits for an answer the shell said is coming before it calls the server itself. */
export const SHELL_ANSWER_WAIT_MS = 300;

export const SHELL_ANSWER_EVENT = 'loan-first-answer';

/** What the shell hands in: the request it made (the endpoint's key and the page's payload) and the answer. */
export interface ShellAnswer {
  endpoint: EndpointKey;
  params: Payload;
  status: number;
  body: unknown;
}

/** What the shell says before the answer is in: the request it has sent. */
export interface PendingShellAnswer {
  endpoint: EndpointKey;
  params: Payload;
  pending: true;
}

/** The shell's declaration as this module reads it: its first answer, in either state, or taken (null). */
type ShellGlobal = LoanShell & { firstAnswer?: ShellAnswer | PendingShellAnswer | null };

const shellOf = (): ShellGlobal | undefined => loanShellOf() as ShellGlobal | undefined;

/** Same keys, same values as text: the shell reads the query as text, the page may send a number. */
function sameParams(sent: Payload, answered: unknown): boolean {
  if (!answered || typeof answered !== 'object' || Array.isArray(answered)) return false;
  const given = Object.entries(sent).filter(([, value]) => value !== undefined && value !== null);
  const taken = Object.entries(answered as Record<string, unknown>);
  if (given.length !== taken.length) return false;
  const texts = new Map(taken.map(([key, value]) => [key, String(value)]));
  return given.every(([key, value]) => texts.get(key) === String(value));
}

const isPending = (answer: ShellGlobal['firstAnswer']): answer is PendingShellAnswer =>
  !!answer && (answer as PendingShellAnswer).pending === true;

/** Waits while the answer is pending, until the shell sets it or the budget is spent. */
function whilePending(shell: ShellGlobal, waitMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener(SHELL_ANSWER_EVENT, check);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const check = () => {
      if (!isPending(shell.firstAnswer)) done();
    };
    const timer = setTimeout(done, waitMs);
    addEventListener(SHELL_ANSWER_EVENT, check);
    signal?.addEventListener('abort', done);
    check();
  });
}

// One answer per page: once taken or refused, a write from the shell (a late answer) is never read.
let spent = false;

/** Forgets that the answer was taken, for tests that open several pages in one document. */
export function resetShellAnswer(): void {
  spent = false;
}

/**
 * The shell's answer for this call, or undefined: none was handed in, or it is for another endpoint (left for that
 * one's call), or made for other parameters, or not in within the budget. The last two are spent: the page calls
 * the server, and an answer arriving later is never shown.
 */
export async function takeShellAnswer(
  endpoint: EndpointKey,
  payload: Payload,
  { waitMs = SHELL_ANSWER_WAIT_MS, signal }: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<ShellAnswer | undefined> {
  const shell = shellOf();
  const first = shell?.firstAnswer;
  if (spent || !shell || !first || typeof first !== 'object' || first.endpoint !== endpoint) return undefined;
  spent = true;
  // A request the shell sent for other parameters is refused now, not after waiting for its answer.
  const forThisRequest = (answer: ShellAnswer | PendingShellAnswer) =>
    answer.endpoint === endpoint && sameParams(payload, answer.params);
  if (isPending(first) && forThisRequest(first)) await whilePending(shell, waitMs, signal);
  const answer = shell.firstAnswer;
  shell.firstAnswer = null;
  if (answer && !forThisRequest(answer)) {
    console.warn(`[loan-shell] the first answer for ${endpoint} was made for another request, asking the server.`);
    return undefined;
  }
  if (!answer || isPending(answer) || typeof answer.status !== 'number') {
    console.warn(`[loan-shell] no first answer for ${endpoint} within ${waitMs} ms, asking the server.`);
    return undefined;
  }
  return answer;
}
