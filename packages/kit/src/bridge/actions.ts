/** The native shell's actions. */
export const BRIDGE_ACTIONS = [
  'to',
  'closeWebview',
  'toP',
  'toHome',
  'toMine',
  'offToLogin',
  'callTelephone',
  'toRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
  'shareFile',
] as const;

/** Actions of shell contract 2 only: a contract-1 shell has none of them, so a page offers another way. */
export const CONTRACT_2_ACTIONS: readonly BridgeAction[] = ['shareFile'];

export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];
