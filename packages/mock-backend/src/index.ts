import { personalCenterHandlers } from './handlers/personal-center';

export { createStore, resetStore, store } from './store';
export type { MockStore } from './store';
export { applyScenario, scenarioFor } from './envelope';
export type { Scenario } from './envelope';

/** Every endpoint of both spec parts, over the shared store. */
export const handlers = [...personalCenterHandlers];
