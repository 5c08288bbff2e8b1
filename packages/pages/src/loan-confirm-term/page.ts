import { confirmAnatomy } from '../confirm-common';
import { definePage } from '../shell/define-page';

/** Route confirmOfPeriod (/butWhy): the borrower picks a term and the plan follows it (ADR 0038). */
export const loanConfirmTermDefinition = definePage({
  route: 'confirmOfPeriod',
  example: { productId: 'P1001' },
  ...confirmAnatomy('term'),
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirm', payload: { productId: { query: 'productId' } } },
});

export const LoanConfirmTermPage = loanConfirmTermDefinition.Page;
