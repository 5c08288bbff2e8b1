import { repaymentAnatomy } from '../repayment-common/repayment-anatomy';
import { definePage, fromQuery } from '../shell/define-page';

/** Route repayDelayUrl (/yourPeople): paying to extend the loan. */
export const extensionRepaymentDefinition = definePage({
  route: 'repayDelayUrl',
  ...repaymentAnatomy('extension', () => import('../repayment-common/ExtensionContent')),
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'extensionInfo',
    payload: { productId: fromQuery('productId', 'P1001'), orderId: fromQuery('orderId', 'ORD174D') },
  },
});

export const ExtensionRepaymentPage = extensionRepaymentDefinition.Page;
