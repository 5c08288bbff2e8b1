import { confirmAnatomy } from '../confirm-common';
import { definePage, fromQuery } from '../shell/define-page';

/** Route confirmUrl (/theMark): the standard loan confirmation. */
export const loanConfirmDefinition = definePage({
  route: 'confirmUrl',
  ...confirmAnatomy('standard'),
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirm', payload: { productId: fromQuery('productId', 'P1001') } },
});

export const LoanConfirmPage = loanConfirmDefinition.Page;
