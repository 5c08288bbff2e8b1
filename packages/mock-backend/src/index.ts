import { handlers as endpointHandlers } from './handlers';

export { createStore, keepStoreToday, resetStore, store } from './store';
export type { MockStore } from './store';
export { scenarioFor } from './envelope';
export { playPageQuery } from './shapes';
export type { Scenario } from './envelope';
export { bookDay, DAY, FIXED_DAY } from './fixtures/clock';
export { extensionInfo, repaymentInfo } from './fixtures/repayment';
export { DEFAULT_ORDER_ID } from './fixtures/orders';
export { MOCK_SMS_CODE } from './fixtures/promotion';

/** Every endpoint of both spec parts, over the shared store (the list is generated: `npm run endpoints`). */
export const handlers = endpointHandlers;
