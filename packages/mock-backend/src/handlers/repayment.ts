import { http } from 'msw';
import { DEFAULT_ORDER_ID } from '../fixtures/orders';
import { extensionInfo, payCodeFor, repaymentInfo } from '../fixtures/repayment';
import { failure, ok, readBody, readRecord, withScenarios } from '../envelope';
import { store } from '../store';

function info(key: 'installmentInfo' | 'extensionInfo', build: typeof repaymentInfo) {
  return withScenarios(key, async ({ request }) => {
    const { orderId } = await readBody(request);
    const order = store.orders.get(orderId || DEFAULT_ORDER_ID);
    if (!order) return failure(`Order ${orderId} was not found`, 2004);
    return ok(build(order));
  });
}

export const repaymentHandlers = [
  http.post('*/planes/v3/installment/loan-play-detail', info('installmentInfo', repaymentInfo)),
  http.post('*/planes/level/imitating', info('extensionInfo', extensionInfo)),
  http.post(
    '*/planes/v3/loan-details/generate-vcode',
    withScenarios('generatePayCode', async ({ request }) => {
      const body = await readRecord(request);
      if (!body.channelNumber) return failure('Choose a payment method', 1002);
      store.recorded.payCodes.push(body);
      const payCode = payCodeFor({
        orderId: body.orderId || DEFAULT_ORDER_ID,
        channelNumber: body.channelNumber,
        amount: body.amount ?? '',
        isDelay: body.isDelay ?? '0',
      });
      const showType = body.channelNumber === '3002' ? '2' : '1';
      const query = new URLSearchParams({ showType, payCode, repayAmount: body.amount ?? '0' });
      if (showType === '2') query.set('payCodeImg', `/mock-assets/qr-${payCode}.svg`);
      return ok({ payUrl: `/repaymentOfCode/?${query}` });
    }),
  ),
];
