import { LoanTermsPage } from '@loan-webview/pages/loan-terms';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('loanAgreement', LoanTermsPage);
