import {
  CONTRACT_2_ACTIONS,
  getBridge,
  type Bridge,
  type BridgeAction,
  type BridgePayloads,
  type NoPayload,
} from './bridge';
import { awaitAnswer, type CallNativeOptions, type NativeResult } from './answers';
import { ANSWERING_CONTRACT, nextCallId, shellContract, shellHas } from './shell-declaration';

/** An action's arguments: its payload required where it has one of its own, optional (`[""]`) where not. */
export type NativeCallArgs<A extends BridgeAction> = [Extract<BridgePayloads[A], NoPayload>] extends [never]
  ? [payload: BridgePayloads[A], options?: CallNativeOptions, bridge?: Bridge]
  : [payload?: BridgePayloads[A], options?: CallNativeOptions, bridge?: Bridge];

/**
 * Calls the shell, the one way the pages and the kit do: `{ ok: true, value }` once a shell of contract 2 answers,
 * or why not (`unsupported`, with `posted: true` for a contract-1 shell, which gets the post and never answers;
 * `timeout`; `refused` or `failed` with the shell's code). It never hangs and never throws; a caller with nothing
 * to do with the outcome ignores it (`void callNative('closeWebview')`).
 */
export function callNative<A extends BridgeAction>(
  action: A,
  ...[payload, { timeoutMs = 10_000 } = {}, bridge = getBridge()]: NativeCallArgs<A>
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
