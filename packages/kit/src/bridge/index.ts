export { BRIDGE_ACTIONS, createBridge, getBridge } from './bridge';
export type { Bridge, BridgeAction, BridgeCall, BridgeHost, BridgeOptions } from './bridge';
