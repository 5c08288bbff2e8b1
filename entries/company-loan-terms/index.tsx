import { CompanyLoanTermsPage } from '@loan-webview/pages/company-loan-terms';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyLoan', CompanyLoanTermsPage, { ownLandmarks: true });
