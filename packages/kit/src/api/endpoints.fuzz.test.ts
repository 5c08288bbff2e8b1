import { server } from '@loan-webview/mock-backend/test-server';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as api from './index';
import { ApiFailure } from './errors';

/** Every endpoint function with arguments of the right shape. */
const CALLS: [string, () => Promise<api.ApiResult<unknown>>][] = [
  ['fetchLoanDetails', () => api.fetchLoanDetails({ productId: 'P1', orderId: 'O1' })],
  ['sendGoogleScore', () => api.sendGoogleScore({ score: 4 })],
  ['saveEvent', () => api.saveEvent({ productId: 'P1', moduleId: 30, positionId: 0 })],
  ['fetchProductJump', () => api.fetchProductJump({ module: 31, position: 0, productKey: 'k' })],
  ['fetchProblemInit', () => api.fetchProblemInit({ orderId: 'O1' })],
  ['uploadProblemImage', () => api.uploadProblemImage(new Blob(['x'], { type: 'image/png' }))],
  [
    'saveProblem',
    () => api.saveProblem({ problemType: 2, problemSonType: '', problemDetail: 'x', problemImage: '', orderNo: 'O1' }),
  ],
  ['fetchProblemList', () => api.fetchProblemList()],
  ['fetchProblemDetail', () => api.fetchProblemDetail({ problemId: 'PB1' })],
  ['saveProblemScore', () => api.saveProblemScore({ score: 5, problemId: 'PB1' })],
  ['fetchContactInfo', () => api.fetchContactInfo({ overall: 1 })],
  ['fetchOrderList', () => api.fetchOrderList({ sessionId: 's' })],
  ['fetchCardInit', () => api.fetchCardInit({ product_id: 'P1' })],
  ['bindCard', () => api.bindCard({ product_id: 'P1', cardType: 1 })],
  ['changeCard', () => api.changeCard({ product_id: 'P1', cardType: 1 })],
  ['fetchPromotionTemplate', () => api.fetchPromotionTemplate({ templateId: 'T1' })],
  ['trackVisit', () => api.trackVisit({ page_id: 'T1', client_type: 'android', page_type: 1 })],
  ['trackClick', () => api.trackClick({ page_id: 'T1', client_type: 'ios', page_type: 1, phone: '09171234567' })],
  ['fetchSid', () => api.fetchSid()],
  ['requestSmsCode', () => api.requestSmsCode({ phone: '09171234567', capcode: 'ab12', sid: 's' })],
  ['register', () => api.register({ phone: '09171234567', capcode: 'ab12', sid: 's', smsCode: '123456', id: 'T1' })],
  ['fetchExtensionInfo', () => api.fetchExtensionInfo({ productId: 'P1', orderId: 'O1' })],
  ['fetchInstallmentInfo', () => api.fetchInstallmentInfo({ productId: 'P1', orderId: 'O1' })],
  [
    'generatePayCode',
    () => api.generatePayCode({ productId: 'P1', orderId: 'O1', amount: 100, isDelay: 0, channelNumber: '1' }),
  ],
  ['fetchLoanConfirm', () => api.fetchLoanConfirm({ productId: 'P1' })],
  ['fetchContracts', () => api.fetchContracts({ productId: 'P1', scene: 3 })],
  ['fetchContractUrl', () => api.fetchContractUrl({ productId: 'P1', scene: 3, position: 1 })],
  ['pushLoan', () => api.pushLoan({ amount: 100, periods: 1, termUnit: 'day', productId: 'P1' })],
  ['fetchLoanConfirmV2', () => api.fetchLoanConfirmV2({ productId: 'P1' })],
  ['fetchContractsV2', () => api.fetchContractsV2({ productId: 'P1', scene: 3 })],
  ['fetchContractUrlV2', () => api.fetchContractUrlV2({ productId: 'P1', scene: 3, position: 1 })],
  ['pushLoanV2', () => api.pushLoanV2({ amount: 100, periods: 1, termUnit: 'day', productId: 'P1' })],
  ['fetchFailurePage', () => api.fetchFailurePage()],
  ['applyForProduct', () => api.applyForProduct({ productKey: 'k' })],
  ['fetchRepaymentWay', () => api.fetchRepaymentWay({ orderId: 'O1' })],
  ['commitRepayment', () => api.commitRepayment({ orderId: 'O1', bankCardId: 'c', repayToken: 't' })],
  ['sendRepaymentCode', () => api.sendRepaymentCode({ repaymentRecordId: 'r' })],
  ['confirmRepayment', () => api.confirmRepayment({ orderId: 'O1', verifyCode: '123456', repaymentRecordId: 'r' })],
];

/** Bodies a broken or hostile server could send: any JSON, and envelopes with any data. */
const bodies = fc.oneof(
  fc.json().map((text) => ({ text })),
  fc
    .record({
      code: fc.oneof(fc.constantFrom(0, '0', '00', 1, '-1', null), fc.string()),
      message: fc.oneof(fc.string(), fc.constant(undefined)),
      success: fc.oneof(fc.boolean(), fc.constant(undefined)),
      data: fc.anything(),
    })
    .map((envelope) => ({ text: JSON.stringify(envelope) })),
  fc.string().map((text) => ({ text })),
);

describe('every endpoint function under arbitrary responses', () => {
  it('exports a fuzz case for each endpoint function', () => {
    // Not the test files beside them: importing one here would run its tests inside this file.
    const modules = import.meta.glob<Record<string, unknown>>(['./endpoints/*.ts', '!./endpoints/*.test.ts'], {
      eager: true,
    });
    // Every function an endpoint module exports is a call, except the captcha image URL builder.
    const exported = Object.values(modules)
      .flatMap((module) => Object.entries(module))
      .filter(([name, value]) => typeof value === 'function' && name !== 'captchaUrl')
      .map(([name]) => name)
      .sort();
    expect(CALLS.map(([name]) => name).sort()).toEqual(exported);
  });

  it.each(CALLS)('%s resolves to data or a typed failure and never throws', async (_name, run) => {
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom(200, 200, 500, 404), async ({ text }, status) => {
        server.use(
          http.all('*', () => new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } })),
        );
        const result = await run();
        if (result.ok) expect(result).toHaveProperty('data');
        else expect(result.error).toBeInstanceOf(ApiFailure);
      }),
      { numRuns: 15 },
    );
  });

  it.each(CALLS)('%s resolves to a NetworkError when the connection fails', async (_name, run) => {
    server.use(http.all('*', () => HttpResponse.error()));
    const result = await run();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('network');
  });
});
