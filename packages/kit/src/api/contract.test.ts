/**
 * The API layer against the embedded backend's default answers: every endpoint function must accept what
 * the backend serves (docs/api-shapes.md is the contract between the two).
 */
import { MOCK_SMS_CODE, store } from '@loan-webview/mock-backend';
import { describe, expect, it } from 'vitest';
import * as api from './index';

async function data<T>(pending: Promise<api.ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(`${result.error.name} ${result.error.code}: ${result.error.message}`);
  return result.data;
}

describe('API functions against the embedded backend', () => {
  it('order details for every status, and what the page sends back', async () => {
    for (const orderId of ['ORD21', 'ORD110', 'ORD151', 'ORD170', 'ORD174D', 'ORD180', 'ORD200']) {
      const details = await data(api.fetchLoanDetails({ productId: 'P1001', orderId }));
      expect(details.productName).toBe('PesoLoan Regular');
    }
    expect(
      (await data(api.fetchLoanDetails({ productId: 'P1001', orderId: 'ORD21' }))).recProducts.length,
    ).toBeGreaterThan(0);
    await data(api.sendGoogleScore({ score: 4 }));
    await data(api.saveEvent({ productId: 'P1001', moduleId: 30, positionId: 0 }));
    expect(store.recorded.scores).toEqual([{ score: '4' }]);
    expect(await data(api.fetchProductJump({ module: 31, position: 0, productKey: 'K-CASHALO' }))).toEqual({
      link: 'https://apply.cashalo.example/ph?ref=pesoloan',
    });
    expect(await api.fetchProductJump({ module: 31, position: 0, productKey: 'K-BUSY' })).toMatchObject({
      ok: false,
      error: { message: 'This product is not available in your area yet' },
    });
    expect(await api.fetchLoanDetails({ productId: 'P1', orderId: 'NOPE' })).toMatchObject({
      ok: false,
      error: { kind: 'api' },
    });
  });

  it('the complaint flow: a saved complaint appears in the list; a score clears the prompt', async () => {
    const init = await data(api.fetchProblemInit({ orderId: 'ORD174' }));
    expect(init.orderDetail?.orderNo).toBe('ORD174');
    expect(init.problemSonType.length).toBeGreaterThan(0);
    const uploaded = await data(
      api.uploadProblemImage(new File([new Uint8Array([137, 80])], 'a.png', { type: 'image/png' })),
    );
    expect(uploaded.url).toMatch(/^\/mock-uploads\//);
    expect(await api.uploadProblemImage(new File(['x'], 'a.txt', { type: 'text/plain' }))).toMatchObject({ ok: false });
    await data(
      api.saveProblem({
        problemType: 2,
        problemSonType: '',
        problemDetail: 'Payment not posted',
        problemImage: uploaded.url,
        orderNo: 'ORD174',
      }),
    );
    expect(
      await api.saveProblem({
        problemType: 1,
        problemSonType: 11,
        problemDetail: 'x',
        problemImage: '',
        orderNo: 'ORD200',
      }),
    ).toMatchObject({
      ok: false,
      error: { message: 'The selected order does not support sending collection types' },
    });
    const list = await data(api.fetchProblemList());
    expect(list.tabs).toHaveLength(3);
    expect(list.tabs[0].list[0].content).toBe('Payment not posted');
    expect((await data(api.fetchProblemDetail({ problemId: 'PB1001' }))).isNeedScore).toBe(1);
    await data(api.saveProblemScore({ score: 5, problemId: 'PB1001' }));
    expect((await data(api.fetchProblemDetail({ problemId: 'PB1001' }))).isNeedScore).toBe(0);
  });

  it('the payment-account form: every cate, required fields checked on save', async () => {
    const init = await data(api.fetchCardInit({ product_id: 'P1001' }));
    expect(new Set(init.items.map((item) => item.cate))).toEqual(new Set(['txt', 'enum', 'day', 'citySelect']));
    expect(await api.bindCard({ product_id: 'P1001', cardType: 1, channelNumber: '90006' })).toMatchObject({
      ok: false,
      error: { kind: 'api' },
    });
    const filled = Object.fromEntries(init.items.map((item) => [item.code, 'x']));
    await data(api.bindCard({ ...filled, product_id: 'P1001', cardType: 1, channelNumber: '90006' }));
    await data(api.changeCard({ ...filled, product_id: 'P1001', cardType: 2, channelNumber: '90007' }));
    expect(store.bank.bound).toHaveLength(2);
  });

  it('repayment, confirm, failure page and the test page', async () => {
    const installment = await data(api.fetchInstallmentInfo({ productId: 'P1001', orderId: 'ORD174' }));
    expect(installment.repayList.length).toBeGreaterThan(0);
    expect(
      (await data(api.fetchExtensionInfo({ productId: 'P1001', orderId: 'ORD174D' }))).delayInfo?.delayAmount,
    ).toBe(5000);
    const pay = await data(
      api.generatePayCode({ productId: 'P1001', orderId: 'ORD174', amount: 545000, isDelay: 0, channelNumber: '3001' }),
    );
    expect(pay.payUrl).toMatch(/^\/repaymentOfCode\/\?showType=1/);
    expect((await data(api.fetchLoanConfirm({ productId: 'P1001' }))).agreements.length).toBe(3);
    expect((await data(api.fetchContracts({ productId: 'P1001', scene: 3 }))).list.length).toBe(3);
    expect((await data(api.fetchContractUrl({ productId: 'P1001', scene: 3, position: 1 }))).contract_url).toBe(
      '/outsideOr/',
    );
    expect(
      (await data(api.pushLoan({ amount: 500000, periods: 1, termUnit: 'days', productId: 'P1001' }))).lendDetailsUrl,
    ).toContain('orderId=ORD151');
    expect((await data(api.fetchLoanConfirmV2({ productId: 'P1001' }))).NewButtonMsg).not.toBe('');
    await data(api.fetchContractsV2({ productId: 'P1001', scene: 3 }));
    expect((await data(api.fetchContractUrlV2({ productId: 'P1001', scene: 3, position: 1 }))).contract_url).toBe(
      '/outsideOr/',
    );
    await data(api.pushLoanV2({ amount: 500000, periods: 1, termUnit: 'days', productId: 'P1001' }));
    expect((await data(api.fetchFailurePage())).list.length).toBeGreaterThan(0);
    expect((await data(api.applyForProduct({ productKey: 'K-PERAHUB' }))).link).toBe('loanapp://product/P2002');
    expect((await data(api.fetchOrderList({ sessionId: 's' }))).list.length).toBeGreaterThan(0);
  });

  it('promotion registration: captcha, SMS code, register, already registered', async () => {
    await data(api.fetchPromotionTemplate({ templateId: 'T100' }));
    await data(api.trackVisit({ page_id: 'T100', client_type: 'android', page_type: 1 }));
    const { sid } = await data(api.fetchSid());
    expect(await api.requestSmsCode({ phone: '09171112222', capcode: 'zzzz', sid })).toMatchObject({
      ok: false,
      error: { code: '101' },
    });
    const capcode = store.promotion.captchas.get(sid)!;
    await data(api.requestSmsCode({ phone: '09171112222', capcode, sid }));
    await data(api.trackClick({ page_id: 'T100', client_type: 'android', page_type: 1, phone: '09171112222' }));
    await data(api.register({ phone: '09171112222', capcode, sid, smsCode: MOCK_SMS_CODE, id: 'T100' }));
    expect(
      await api.register({ phone: '09171112222', capcode, sid, smsCode: MOCK_SMS_CODE, id: 'T100' }),
    ).toMatchObject({
      ok: false,
      error: { code: '11' },
    });
    expect(api.captchaUrl(sid, 1)).toBe(`/api/v2/youmi/promotion/get-captcha?sid=${sid}&a=1`);
  });

  it('legacy repayment: commit, code, confirm; wrong and repeated codes', async () => {
    const way = await data(api.fetchRepaymentWay({ orderId: 'ORD174' }));
    const commit = await data(
      api.commitRepayment({ orderId: 'ORD174', bankCardId: way.bankCards[0].id, repayToken: way.repayToken }),
    );
    await data(api.sendRepaymentCode({ repaymentRecordId: commit.repayRecordId }));
    expect(
      await api.confirmRepayment({ orderId: 'ORD174', verifyCode: '000000', repaymentRecordId: commit.repayRecordId }),
    ).toMatchObject({
      ok: false,
      error: { code: '800006' },
    });
    await data(
      api.confirmRepayment({ orderId: 'ORD174', verifyCode: MOCK_SMS_CODE, repaymentRecordId: commit.repayRecordId }),
    );
    expect(
      await api.confirmRepayment({
        orderId: 'ORD174',
        verifyCode: MOCK_SMS_CODE,
        repaymentRecordId: commit.repayRecordId,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: '800005' },
    });
  });

  it('the scenario switches reach every call through the common params', async () => {
    const { setCommonParams } = await import('../session/session');
    setCommonParams({ mock: 'malformed' });
    expect(await api.fetchLoanDetails({ productId: 'P1', orderId: 'ORD170' })).toMatchObject({
      ok: false,
      error: { kind: 'schema' },
    });
    setCommonParams({ mock: 'fail:contactInfo' });
    expect(await api.fetchContactInfo()).toMatchObject({
      ok: false,
      error: { kind: 'api', message: 'The service is busy, please try again later' },
    });
    expect((await api.fetchLoanDetails({ productId: 'P1', orderId: 'ORD170' })).ok).toBe(true);
    setCommonParams({ mock: 'empty' });
    expect(await data(api.fetchContactInfo())).toEqual({ email: '', smWa: '' });
    setCommonParams({});
  });
});
