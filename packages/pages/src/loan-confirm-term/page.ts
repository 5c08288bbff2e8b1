import { confirmAnatomy } from '../confirm-common';
import { definePage, fromQuery } from '../shell/define-page';

/** Route confirmOfPeriod (/butWhy): the borrower picks a term and the plan follows it (ADR 0038). */
export const loanConfirmTermDefinition = definePage({
  route: 'confirmOfPeriod',
  ...confirmAnatomy('term'),
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirm', payload: { productId: fromQuery('productId', 'P1001') } },
});

export const LoanConfirmTermPage = loanConfirmTermDefinition.Page;
