import { getBridge, type BridgeAction, type BridgePayloads } from './bridge';
import type { CallNativeOptions, NativeResult } from './answers';

/**
 * Calls the shell and waits for its answer: `{ ok: true, value }`, or why not (`unsupported`, `timeout`,
 * `refused`, `failed` with the shell's code). It never hangs and never throws. (The page-wide bridge's `ask`.)
 */
export function callNative<A extends BridgeAction>(
  action: A,
  payload?: BridgePayloads[A],
  options?: CallNativeOptions,
): Promise<NativeResult> {
  return getBridge().ask(action, payload, options);
}

/**
 * Whether the shell has the action: a contract-2 shell's declared `actions`; every action otherwise (a shell of
 * contract 1 has all 11, and a plain browser has the web fallbacks). A page hides or replaces a control whose
 * action the shell lacks. (The page-wide bridge's `can`.)
 */
export function canCallNative(action: BridgeAction): boolean {
  return getBridge().can(action);
}
