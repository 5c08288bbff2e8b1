import { definePage } from '../shell/define-page';
import { ExtensionRepaymentPage } from './ExtensionRepaymentPage';

export const extensionRepaymentDefinition = definePage({
  route: 'repayDelayUrl',
  Page: ExtensionRepaymentPage,
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'extensionInfo',
    payload: { productId: { query: 'productId' }, orderId: { query: 'orderId' } },
  },
});
