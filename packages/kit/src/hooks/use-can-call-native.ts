import { useSyncExternalStore } from 'react';
import { CONTRACT_2_ACTIONS, type BridgeAction } from '../bridge/bridge';
import { canCallNative } from '../bridge/native-call';

const unchanging = () => () => undefined;

/**
 * `canCallNative` for what a page renders. The shell declares itself in the browser only: a page rendered on the
 * server (ADR 0084) assumes a shell that says nothing (contract 1: every action but contract 2's), hydrates with
 * that, and shows what this shell really has right after, without a mismatch.
 */
export function useCanCallNative(action: BridgeAction): boolean {
  return useSyncExternalStore(
    unchanging,
    () => canCallNative(action),
    () => !(CONTRACT_2_ACTIONS as readonly string[]).includes(action),
  );
}
