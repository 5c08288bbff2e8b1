import { definePage } from '../shell/define-page';
import { LoanConfirmPage } from './LoanConfirmPage';

export const loanConfirmDefinition = definePage({
  route: 'confirmUrl',
  Page: LoanConfirmPage,
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirm', payload: { productId: { query: 'productId' } } },
});
