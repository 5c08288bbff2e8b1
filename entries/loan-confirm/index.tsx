import { LoanConfirmPage } from '@loan-webview/pages/loan-confirm';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage('confirmUrl', LoanConfirmPage, { contentNeedsScripts: true });
