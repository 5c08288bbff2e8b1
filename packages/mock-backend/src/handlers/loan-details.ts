import { http } from 'msw';
import { DEFAULT_ORDER_ID } from '../fixtures/orders';
import { failure, isEmpty, ok, readBody, readRecord, withScenarios } from '../envelope';
import { store } from '../store';

export const loanDetailsHandlers = [
  http.post(
    '*/planes/v3/loan-details/loan-details',
    withScenarios('loanDetails', async ({ request }) => {
      const { orderId = DEFAULT_ORDER_ID } = await readBody(request);
      const order = store.orders.get(orderId || DEFAULT_ORDER_ID);
      if (!order) return failure(`Order ${orderId} was not found`, 2004);
      const { ledger: _books, orderId: _o, ...details } = order;
      return ok(
        isEmpty(request, 'loanDetails') ? { ...details, recProducts: [], userOrderDetail: { detail: [] } } : details,
      );
    }),
  ),
  http.post(
    '*/planes/v3/loan-details/google-score',
    withScenarios('googleScore', async ({ request }) => {
      const body = await readRecord(request);
      const score = Number(body.score);
      if (!Number.isInteger(score) || score < 1 || score > 5) return failure('Score must be 1 to 5', 1002);
      store.recorded.scores.push(body);
      return ok(null);
    }),
  ),
  http.post(
    '*/planes/service/event/save',
    withScenarios('eventSave', async ({ request }) => {
      store.recorded.events.push(await readRecord(request));
      return ok(null);
    }),
  ),
];
