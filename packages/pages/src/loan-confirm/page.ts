import { confirmAnatomy } from '../confirm-common';
import { definePage } from '../shell/define-page';

/** Route confirmUrl (/theMark): the standard loan confirmation. */
export const loanConfirmDefinition = definePage({
  route: 'confirmUrl',
  example: { productId: 'P1001' },
  ...confirmAnatomy('standard'),
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirm', payload: { productId: { query: 'productId' } } },
});

export const LoanConfirmPage = loanConfirmDefinition.Page;
