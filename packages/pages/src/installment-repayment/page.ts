import { definePage } from '../shell/define-page';
import { InstallmentRepaymentPage } from './InstallmentRepaymentPage';

export const installmentRepaymentDefinition = definePage({
  route: 'repayUrl',
  Page: InstallmentRepaymentPage,
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'installmentInfo',
    payload: { productId: { query: 'productId' }, orderId: { query: 'orderId' } },
  },
});
