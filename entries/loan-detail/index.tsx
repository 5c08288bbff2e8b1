import { LoanDetailPage } from '@loan-webview/kit/pages/loan-detail';
import { mountPage } from '@loan-webview/kit/pages/shell';

export default mountPage('loanDetailUrl', LoanDetailPage);
