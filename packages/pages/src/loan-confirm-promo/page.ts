import { definePage } from '../shell/define-page';
import { LoanConfirmPromoPage } from './LoanConfirmPromoPage';

export const loanConfirmPromoDefinition = definePage({
  route: 'confirmNewUrl',
  Page: LoanConfirmPromoPage,
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirmV2', payload: { productId: { query: 'productId' } } },
});
