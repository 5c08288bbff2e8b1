import { LoanConfirmScreen } from '../confirm-common';

/** Route confirmNewUrl (/positiveThe): variant 2, over the /gopia/goya calls, with the promo popup and NewButtonMsg. */
export function LoanConfirmPromoPage() {
  return <LoanConfirmScreen variant="promo" />;
}
