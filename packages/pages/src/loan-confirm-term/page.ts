import { definePage } from '../shell/define-page';
import { LoanConfirmTermPage } from './LoanConfirmTermPage';

export const loanConfirmTermDefinition = definePage({
  route: 'confirmOfPeriod',
  Page: LoanConfirmTermPage,
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirm', payload: { productId: { query: 'productId' } } },
});
