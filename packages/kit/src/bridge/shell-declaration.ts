import { loanShellOf } from '../loan-shell/loan-shell';
import type { BridgeAction } from './actions';

/**
 * What the shell declared at document start (`window.loanShell`, shell contract 2; the first answer of ADR 0072
 * shares the object): the contract it speaks and, from contract 2, the actions it has.
 */

/** The contract version whose shells receive `{ id, payload }` and answer calls. */
export const ANSWERING_CONTRACT = 2;

/** The contract the shell declared: 2 and up answer; nothing declared is contract 1. */
export function shellContract(win: Window | undefined = globalThis.window): number {
  const contract = loanShellOf(win)?.contract;
  return typeof contract === 'number' && Number.isFinite(contract) ? contract : 1;
}

/**
 * Whether the shell has the action: a contract-2 shell's declared `actions`; otherwise every action of contract 1
 * (`contract2Only` lists those a contract-1 shell never has).
 */
export function shellHas(win: Window, action: BridgeAction, contract2Only: readonly BridgeAction[] = []): boolean {
  const declared = loanShellOf(win)?.actions;
  if (shellContract(win) < ANSWERING_CONTRACT) return !contract2Only.includes(action);
  if (!Array.isArray(declared)) return !contract2Only.includes(action);
  return declared.includes(action);
}

let lastId = 0;

/** A call's id, unique in the page: what a contract-2 shell receives beside the payload and answers with. */
export function nextCallId(): string {
  lastId += 1;
  return `c${Date.now().toString(36)}-${lastId}`;
}
