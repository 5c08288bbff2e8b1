export { BRIDGE_ACTIONS, createBridge, getBridge } from './bridge';
export type { Bridge, BridgeAction, BridgeCall, BridgeHost, BridgeOptions, BridgePayloads, NoPayload } from './bridge';
export { createBackStack, getBackStack } from './back-stack';
export type { BackLayerOptions, BackStack } from './back-stack';
