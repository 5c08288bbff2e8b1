import { repaymentAnatomy } from '../repayment-common/repayment-anatomy';
import { definePage, fromQuery } from '../shell/define-page';

/** Route repayUrl (/odiousAnd): an installment's repayment. */
export const installmentRepaymentDefinition = definePage({
  route: 'repayUrl',
  ...repaymentAnatomy('installment', () => import('../repayment-common/RepaymentContent')),
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'installmentInfo',
    payload: { productId: fromQuery('productId', 'P1001'), orderId: fromQuery('orderId', 'ORD174') },
  },
});

export const InstallmentRepaymentPage = installmentRepaymentDefinition.Page;
