export { BRIDGE_ACTIONS, CONTRACT_2_ACTIONS, createBridge, getBridge } from './bridge';
export type { Bridge, BridgeAction, BridgeCall, BridgeHost, BridgeOptions, BridgePayloads, NoPayload } from './bridge';
export { createBackStack, getBackStack } from './back-stack';
export type { BackLayerOptions, BackStack } from './back-stack';
export { callNative, canCallNative } from './native-call';
export type { NativeCallArgs } from './native-call';
export type { CallNativeOptions, NativeFailure, NativeResult } from './answers';
export { ANSWERING_CONTRACT, shellContract } from './shell-declaration';
