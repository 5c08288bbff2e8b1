import { repaymentAnatomy } from '../repayment-common/repayment-anatomy';
import { definePage } from '../shell/define-page';

/** Route repayDelayUrl (/yourPeople): paying to extend the loan. */
export const extensionRepaymentDefinition = definePage({
  route: 'repayDelayUrl',
  example: { productId: 'P1001', orderId: 'ORD174D' },
  ...repaymentAnatomy('extension', () => import('../repayment-common/ExtensionContent')),
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'extensionInfo',
    payload: { productId: { query: 'productId' }, orderId: { query: 'orderId' } },
  },
});

export const ExtensionRepaymentPage = extensionRepaymentDefinition.Page;
