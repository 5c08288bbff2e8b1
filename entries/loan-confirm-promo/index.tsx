import { loanConfirmPromoDefinition } from '@loan-webview/pages/loan-confirm-promo';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(loanConfirmPromoDefinition);
