import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@loan-webview/kit/api';
import { chooseType, initialOrder } from './complaint-rules';

const order = (orderNo: string, isShow: 0 | 1): OrderSummary => ({
  orderNo,
  productId: 'P1001',
  orderStatus: 0,
  productLogo: '',
  productName: 'PesoLoan',
  status: 'Repaid',
  list: [],
  isShow,
});
const collection = { title: 'Collection', value: 1 };
const repayment = { title: 'Repayment', value: 2 };
const night = { title: 'Calls at night', value: 12 };

describe('complaint home rules', () => {
  it('a type other than collection goes straight to the write page with the order', () => {
    expect(chooseType(repayment, order('A', 0))).toEqual({ kind: 'write', params: { problemType: 2, orderNo: 'A' } });
  });
  it('collection reveals its sub-types, and a sub-type goes with both', () => {
    expect(chooseType(collection, order('A', 1))).toEqual({ kind: 'subTypes' });
    expect(chooseType(collection, order('A', 1), night)).toEqual({
      kind: 'write',
      params: { problemType: 1, problemSonType: 12, orderNo: 'A' },
    });
  });
  it('collection is open on every order, isShow or not: a complaint is always received (RA 11765)', () => {
    expect(chooseType(collection, order('B', 0))).toEqual({ kind: 'subTypes' });
    expect(chooseType(collection, order('B', 0), night)).toEqual({
      kind: 'write',
      params: { problemType: 1, problemSonType: 12, orderNo: 'B' },
    });
    expect(chooseType(collection, undefined)).toEqual({ kind: 'subTypes' });
  });
  it('starts on the query order, then the draft order, then the server choice', () => {
    const orders = [order('A', 1), order('B', 0)];
    expect(initialOrder(orders, orders[0], ['B', 'A'])?.orderNo).toBe('B');
    expect(initialOrder(orders, orders[0], ['NOPE', 'B'])?.orderNo).toBe('B');
    expect(initialOrder(orders, orders[1], [undefined, undefined])?.orderNo).toBe('B');
    expect(initialOrder([], null, ['A'])).toBeUndefined();
  });
});
