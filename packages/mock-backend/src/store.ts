import { bankFormItems, cardTypes } from './fixtures/bank';
import { bookDay } from './fixtures/clock';
import { COMPLAINT_TABS, complaintOrdersOf, complaintsOn, problemSonTypes, problemTypes } from './fixtures/complaints';
import { agreements, confirmVariantsOf, loanConfirmOn } from './fixtures/confirm';
import { sampleOrders, type LoanOrder } from './fixtures/orders';
import { productLinks, recommendedProducts } from './fixtures/products';
import { promotionTemplates, registeredPhones } from './fixtures/promotion';

/**
 * The embedded backend's state. One store serves every handler, so a write (a saved complaint, a bound
 * card, a rating) is visible to the reads that follow, as with the real backend; `GET /__mock/state`
 * shows what the pages sent. Its books are dated from `today` (the clock's day when the store is made, in Manila).
 */
export function createStore(today: number = bookDay()) {
  // Copies: a test or a write changes the store's objects, never the fixtures' shared parts (products, agreements).
  const loanConfirm = structuredClone(loanConfirmOn(today));
  const orders = new Map<string, LoanOrder>(
    structuredClone(sampleOrders(today)).map((order) => [order.orderId, order]),
  );
  return {
    /** The day the books are dated from (10:00 in Manila): what the sample calls "now". */
    today,
    contact: { email: 'help@pesoloan.ph', smWa: '09171234567' },
    orders,
    recommendedProducts: structuredClone(recommendedProducts),
    productLinks: structuredClone(productLinks),
    complaint: {
      types: structuredClone(problemTypes),
      sonTypes: structuredClone(problemSonTypes),
      orders: complaintOrdersOf(orders),
      list: complaintsOn(today),
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
      data: loanConfirm,
      variants: structuredClone(confirmVariantsOf(loanConfirm)),
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

/** Back to the fixtures, dated from the clock's day (between tests, `POST /__mock/reset`, a new day in Manila). */
export function resetStore(): void {
  Object.assign(store, createStore());
}

/** Re-dates the books when the day has turned in Manila since they were made: a long-running `npm start` stays true. */
export function keepStoreToday(): void {
  if (bookDay() !== store.today) resetStore();
}
