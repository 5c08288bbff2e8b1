import { CONTRACT_2_ACTIONS, getBridge, type Bridge, type BridgeAction, type BridgePayloads } from './bridge';
import { awaitAnswer, type CallNativeOptions, type NativeResult } from './answers';
import { ANSWERING_CONTRACT, nextCallId, shellContract, shellHas } from './shell-declaration';

/**
 * Calls the shell and waits for its answer: `{ ok: true, value }`, or why not (`unsupported`, `timeout`,
 * `refused`, `failed` with the shell's code). It never hangs and never throws. A function beside the bridge, not
 * a method of it: a page that never waits for an answer does not carry it.
 */
export function callNative<A extends BridgeAction>(
  action: A,
  payload?: BridgePayloads[A],
  { timeoutMs = 10_000 }: CallNativeOptions = {},
  bridge: Bridge = getBridge(),
): Promise<NativeResult> {
  const win = bridge.win();
  const host = bridge.host();
  if (!win) return Promise.resolve({ ok: false, reason: 'unsupported', posted: false });
  // An action the shell lacks is not posted: a contract-1 shell (and a browser) never has contract 2's own.
  if (!shellHas(win, action, CONTRACT_2_ACTIONS))
    return Promise.resolve({ ok: false, reason: 'unsupported', posted: false });
  if (host === 'browser' || shellContract(win) < ANSWERING_CONTRACT) {
    // Today's post (or the web fallback): nothing will answer it.
    bridge.call(action, payload);
    return Promise.resolve({ ok: false, reason: 'unsupported', posted: host !== 'browser' });
  }
  const id = nextCallId();
  const answer = awaitAnswer(win, id, timeoutMs);
  // A shell that declared the action but has no handler for it never answers: the timeout settles the call.
  bridge.call(action, payload, id);
  return answer;
}

/**
 * Whether the shell has the action: a contract-2 shell's declared `actions`; every action of contract 1 otherwise (a
 * shell of contract 1 has all 11, and a plain browser has the web fallbacks), never `shareFile`, which is contract
 * 2's. A page hides or replaces a control whose action the shell lacks.
 */
export function canCallNative(action: BridgeAction, bridge: Bridge = getBridge()): boolean {
  const win = bridge.win();
  return !!win && shellHas(win, action, CONTRACT_2_ACTIONS);
}
