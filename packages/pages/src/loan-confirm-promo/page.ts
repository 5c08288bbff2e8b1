import { confirmAnatomy } from '../confirm-common';
import { definePage, fromQuery } from '../shell/define-page';

/** Route confirmNewUrl (/positiveThe): variant 2, over the /gopia/goya calls, with the promo popup and NewButtonMsg. */
export const loanConfirmPromoDefinition = definePage({
  route: 'confirmNewUrl',
  ...confirmAnatomy('promo'),
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirmV2', payload: { productId: fromQuery('productId', 'P1001') } },
});

export const LoanConfirmPromoPage = loanConfirmPromoDefinition.Page;
