export { BRIDGE_ACTIONS, createBridge, getBridge } from './bridge';
export type { Bridge, BridgeAction, BridgeCall, BridgeHost, BridgeOptions } from './bridge';
export { createBackStack, getBackStack } from './back-stack';
export type { BackLayerOptions, BackStack } from './back-stack';
