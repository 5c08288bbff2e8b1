import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reshape, shapesFor, type Shape } from './shapes';

const URL_PLANES = 'http://localhost/planes/v3/personal-center/order-list';
const answer = (body: Record<string, unknown>) => HttpResponse.json(body);
const read = async (shapes: Shape[], body: Record<string, unknown>, key = 'orderList', url = URL_PLANES) =>
  (await reshape(answer(body), shapes, key, url)).json();

// 2026-12-01 10:00 in Manila.
const DUE = Date.UTC(2026, 11, 1, 2, 0, 0);

describe('spec shapes of the embedded backend', () => {
  it('reads the shapes from the query or the page that asked', () => {
    expect(shapesFor(new Request('http://localhost/planes/x?shape=dates-ymd,lists-bare,nonsense'))).toEqual([
      'dates-ymd',
      'lists-bare',
    ]);
    const fromPage = new Request('http://127.0.0.1:8080/planes/x', {
      referrer: 'http://127.0.0.1:8080/theSuch/?shape=dates-s',
    });
    expect(shapesFor(fromPage)).toEqual(['dates-s']);
  });

  it.each([
    ['dates-ymd', '2026-12-01'],
    ['dates-ymdhms', '2026-12-01 10:00:00'],
    ['dates-s', DUE / 1000],
    ['dates-s-text', String(DUE / 1000)],
    ['dates-ms-text', String(DUE)],
  ] as const)('writes dates the spec way: %s', async (shape, expected) => {
    const body = await read([shape], { code: 0, data: { repayDate: DUE, amount: 5 } }, 'installmentInfo');
    expect(body.data).toEqual({ repayDate: expected, amount: 5 });
  });

  it('drops the confirmation’s receivedAmount as unnamed, and the extension’s history only when asked', async () => {
    const confirm = { code: 0, data: { amount: 500000, receivedAmount: 490000, terms: [{ receivedAmount: 490000 }] } };
    expect((await read(['unnamed-absent'], confirm, 'loanConfirmV2')).data).toEqual({ amount: 500000, terms: [{}] });
    const history = { loanAmount: 500000, receivedAmount: 490000 };
    const extension = { code: 0, data: { repayAmount: 5000, loanSoFar: history } };
    expect((await read(['unnamed-absent'], extension, 'extensionInfo')).data.loanSoFar).toEqual(history);
    expect((await read(['history-absent'], extension, 'extensionInfo')).data).toEqual({ repayAmount: 5000 });
  });

  it('sends a list answer bare or under its own name', async () => {
    const body = { code: 0, message: 'success', data: { list: [{ orderNo: 'A' }] } };
    expect((await read(['lists-bare'], body)).data).toEqual([{ orderNo: 'A' }]);
    expect((await read(['lists-named'], body)).data).toEqual({ orders: [{ orderNo: 'A' }] });
  });

  it('changes the success code only to a form the family allows', async () => {
    expect((await read(['code-00'], { code: 0, data: null })).code).toBe('00');
    const gopia = 'http://localhost/gopia/goya/reckon';
    expect((await read(['code-number'], { code: '00', data: null }, 'loanConfirmV2', gopia)).code).toBe('00');
    const legacy = 'http://localhost/api/v1/youmi/youmi-api/service/loan/repayment-way';
    expect(await read(['code-flag'], { success: true, code: '00', data: null }, 'repaymentWay', legacy)).toEqual({
      success: true,
      data: null,
    });
    // A failure stays a failure.
    expect((await read(['code-00'], { code: 1001, data: null })).code).toBe(1001);
    // Upload and rating succeed on '00' alone (part 1 §8): their code stays '00' in every shape.
    const upload = 'http://localhost/planes/user-problem/upload-problem-img';
    for (const [shape, key] of [
      ['code-text', 'uploadProblemImage'],
      ['code-number', 'problemScore'],
    ] as const) {
      expect((await read([shape], { code: '00', data: null }, key, upload)).code).toBe('00');
    }
  });

  it('drops, nulls or empties optional fields and lists, but keeps a list answer itself', async () => {
    const body = { code: 0, data: { reyMsg: 'x', detail: [{ text: 'a' }], productName: 'P' } };
    expect((await read(['optional-absent'], body, 'loanDetails')).data).toEqual({ productName: 'P' });
    expect((await read(['optional-null'], body, 'loanDetails')).data).toEqual({
      reyMsg: null,
      detail: null,
      productName: 'P',
    });
    expect((await read(['optional-empty'], body, 'loanDetails')).data).toEqual({
      reyMsg: '',
      detail: [],
      productName: 'P',
    });
    const list = { code: 0, data: { list: [{ orderNo: 'A', tags: ['t'] }] } };
    expect((await read(['optional-absent'], list)).data).toEqual({ list: [{ orderNo: 'A' }] });
  });
});
