import { repaymentAnatomy } from '../repayment-common/repayment-anatomy';
import { definePage } from '../shell/define-page';

/** Route repayUrl (/odiousAnd): an installment's repayment. */
export const installmentRepaymentDefinition = definePage({
  route: 'repayUrl',
  example: { productId: 'P1001', orderId: 'ORD174' },
  ...repaymentAnatomy('installment', () => import('../repayment-common/RepaymentContent')),
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'installmentInfo',
    payload: { productId: { query: 'productId' }, orderId: { query: 'orderId' } },
  },
});

export const InstallmentRepaymentPage = installmentRepaymentDefinition.Page;
