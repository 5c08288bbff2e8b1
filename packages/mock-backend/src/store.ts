import { bankFormItems, cardTypes } from './fixtures/bank';
import {
  COMPLAINT_TABS,
  complaintOrders,
  complaints,
  problemSonTypes,
  problemTypes,
  type Complaint,
} from './fixtures/complaints';
import { agreements, confirmVariants, loanConfirm } from './fixtures/confirm';
import { orders, type LoanOrder } from './fixtures/orders';
import { productLinks, recommendedProducts } from './fixtures/products';
import { promotionTemplates, registeredPhones } from './fixtures/promotion';

/**
 * The embedded backend's state. One store serves every handler, so a write (a saved complaint, a bound
 * card, a rating) is visible to the reads that follow, as with the real backend; `GET /__mock/state`
 * shows what the pages sent.
 */
export function createStore() {
  return {
    contact: { email: 'help@pesoloan.ph', smWa: '09171234567' },
    orders: new Map<string, LoanOrder>(structuredClone(orders).map((order) => [order.orderId, order])),
    recommendedProducts: structuredClone(recommendedProducts),
    productLinks: structuredClone(productLinks),
    complaint: {
      types: structuredClone(problemTypes),
      sonTypes: structuredClone(problemSonTypes),
      orders: structuredClone(complaintOrders),
      list: structuredClone(complaints) as Complaint[],
      tabs: [...COMPLAINT_TABS],
      nextId: 1003,
    },
    uploads: new Map<string, { type: string; bytes: Uint8Array }>(),
    bank: {
      cardTypes: structuredClone(cardTypes),
      items: structuredClone(bankFormItems),
      bound: [] as Record<string, string>[],
    },
    confirm: {
      data: structuredClone(loanConfirm),
      variants: structuredClone(confirmVariants),
      agreements: structuredClone(agreements),
      pushed: [] as Record<string, string>[],
    },
    promotion: {
      templates: structuredClone(promotionTemplates) as Record<string, { id: string; config: Record<string, unknown> }>,
      captchas: new Map<string, string>(),
      smsSent: new Map<string, string>(),
      registered: new Set<string>(registeredPhones),
      visits: [] as Record<string, string>[],
      clicks: [] as Record<string, string>[],
    },
    legacy: {
      bankCards: [
        { id: 'C1', bankName: 'BDO Unibank', cardNo: '•••• 1234', bankCode: 'BDO' },
        { id: 'C2', bankName: 'BPI', cardNo: '•••• 9876', bankCode: 'BPI' },
      ],
      records: new Map<string, { orderId: string; confirmed: boolean }>(),
      nextRecord: 5001,
    },
    /** What the pages sent, for tests to assert. */
    recorded: {
      events: [] as Record<string, string>[],
      scores: [] as Record<string, string>[],
      jumps: [] as Record<string, string>[],
      payCodes: [] as Record<string, string>[],
      contractJumps: [] as Record<string, string>[],
    },
  };
}

export type MockStore = ReturnType<typeof createStore>;

export const store: MockStore = createStore();

/** Back to the fixtures (between tests, or `POST /__mock/reset`). */
export function resetStore(): void {
  Object.assign(store, createStore());
}
