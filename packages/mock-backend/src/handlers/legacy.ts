import { http } from 'msw';
import { legacyFailure, legacyOk, readBody, withScenarios } from '../envelope';
import { MOCK_SMS_CODE } from '../fixtures/promotion';
import { store } from '../store';

const BASE = '*/api/v1/youmi/youmi-api/service/loan';

export const legacyHandlers = [
  http.post(
    `${BASE}/repayment-way`,
    withScenarios('repaymentWay', () =>
      legacyOk({ alipay: '', repayToken: `rt-${Date.now().toString(36)}`, bankCards: store.legacy.bankCards }),
    ),
  ),
  http.post(
    `${BASE}/repayment-commit`,
    withScenarios('repaymentCommit', async ({ request }) => {
      const body = await readBody(request);
      if (!store.legacy.bankCards.some((card) => card.id === body.bankCardId))
        return legacyFailure('Choose a bank card', '800001');
      // A repayment of this order already confirmed and being posted: a second is refused before it starts.
      if ([...store.legacy.records.values()].some((record) => record.confirmed && record.orderId === body.orderId))
        return legacyFailure('do not submit the repayment request twice', '800005');
      const id = String(store.legacy.nextRecord++);
      store.legacy.records.set(id, { orderId: body.orderId ?? '', confirmed: false });
      // What the order owes by its own books, as its order page says it (issue 81: one figure for one loan); an
      // order the books do not hold (a test's own) is taken as the sample's instalment order, ORD174.
      const books = (store.orders.get(body.orderId ?? '') ?? store.orders.get('ORD174')!).ledger;
      const owed = books.dueAtDueDate + books.lateCharge - books.paidTotal;
      return legacyOk({ repayRecordId: id, needValid: 1, withholdingAmount: owed });
    }),
  ),
  http.post(
    `${BASE}/repayment-huichao`,
    withScenarios('repaymentHuichao', () => legacyOk(null)),
  ),
  http.post(
    `${BASE}/repayment-confirm`,
    withScenarios('repaymentConfirm', async ({ request }) => {
      const body = await readBody(request);
      const record = store.legacy.records.get(body.repaymentRecordId ?? '');
      if (!record) return legacyFailure('Repayment record not found', '800004');
      if (record.confirmed) return legacyFailure('do not submit the repayment request twice', '800005');
      if (body.verifyCode !== MOCK_SMS_CODE) return legacyFailure('verification code wrong', '800006');
      record.confirmed = true;
      return legacyOk(null);
    }),
  ),
];
