import { assetHandlers } from './handlers/assets';
import { bindCardHandlers } from './handlers/bind-card';
import { complaintHandlers } from './handlers/complaint';
import { legacyHandlers } from './handlers/legacy';
import { loanConfirmHandlers } from './handlers/loan-confirm';
import { loanDetailsHandlers } from './handlers/loan-details';
import { mockAdminHandlers } from './handlers/mock-admin';
import { personalCenterHandlers } from './handlers/personal-center';
import { productHandlers } from './handlers/products';
import { promotionHandlers } from './handlers/promotion';
import { repaymentHandlers } from './handlers/repayment';

export { createStore, resetStore, store } from './store';
export type { MockStore } from './store';
export { scenarioFor } from './envelope';
export { playPageQuery } from './shapes';
export type { Scenario } from './envelope';
export { DAY, NOW } from './fixtures/clock';
export { extensionInfo, repaymentInfo } from './fixtures/repayment';
export { DEFAULT_ORDER_ID } from './fixtures/orders';
export { MOCK_SMS_CODE } from './fixtures/promotion';
export { confirmVariants } from './fixtures/confirm';

/** Every endpoint of both spec parts, over the shared store. */
export const handlers = [
  ...loanDetailsHandlers,
  ...productHandlers,
  ...personalCenterHandlers,
  ...complaintHandlers,
  ...bindCardHandlers,
  ...repaymentHandlers,
  ...loanConfirmHandlers,
  ...promotionHandlers,
  ...legacyHandlers,
  ...assetHandlers,
  ...mockAdminHandlers,
];
