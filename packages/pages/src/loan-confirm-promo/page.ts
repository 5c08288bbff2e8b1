import { confirmAnatomy } from '../confirm-common';
import { definePage } from '../shell/define-page';

/** Route confirmNewUrl (/positiveThe): variant 2, over the /gopia/goya calls, with the promo popup and NewButtonMsg. */
export const loanConfirmPromoDefinition = definePage({
  route: 'confirmNewUrl',
  example: { productId: 'P1001' },
  ...confirmAnatomy('promo'),
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'loanConfirmV2', payload: { productId: { query: 'productId' } } },
});

export const LoanConfirmPromoPage = loanConfirmPromoDefinition.Page;
