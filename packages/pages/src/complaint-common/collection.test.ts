import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@loan-webview/kit/api';
import { collectionComplaint } from './collection';

const order = (orderNo: string, isShow: 0 | 1): OrderSummary => ({
  orderNo,
  productId: 'P1001',
  orderStatus: isShow ? 174 : 200,
  productLogo: '',
  productName: 'PesoLoan',
  status: '',
  list: [],
  isShow,
});
const init = {
  problemType: [
    { title: 'Collection', value: 1 },
    { title: 'Other', value: 5 },
  ],
  problemSonType: [{ title: 'Calls at night or too often', value: 12 }],
  orderList: [order('ORD174', 1), order('ORD200', 0)],
};

describe('a collection complaint is always received', () => {
  it('about a repaid order: as the configured type, its text led by what it is about', () => {
    expect(
      collectionComplaint({ problemType: 1, problemSonType: 12, orderNo: 'ORD200' }, 'They call at 2 am', init, 5),
    ).toEqual({
      problemType: 5,
      problemSonType: '',
      problemDetail: '[Collection: Calls at night or too often] They call at 2 am',
      routedAs: { title: 'Other', value: 5 },
    });
  });

  it('as collection where the order takes it, where no type is configured, or the type is unknown', () => {
    const asChosen = { problemType: 1, problemSonType: 12, problemDetail: 'x' };
    expect(collectionComplaint({ problemType: 1, problemSonType: 12, orderNo: 'ORD174' }, 'x', init, 5)).toEqual(
      asChosen,
    );
    expect(
      collectionComplaint({ problemType: 1, problemSonType: 12, orderNo: 'ORD200' }, 'x', init, undefined),
    ).toEqual(asChosen);
    expect(collectionComplaint({ problemType: 1, problemSonType: 12, orderNo: 'ORD200' }, 'x', init, 9)).toEqual(
      asChosen,
    );
  });

  it('any other type goes as chosen', () => {
    expect(collectionComplaint({ problemType: 5, orderNo: 'ORD200' }, 'x', init, 5)).toEqual({
      problemType: 5,
      problemSonType: '',
      problemDetail: 'x',
    });
  });
});
