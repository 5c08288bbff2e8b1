import { CompanyLoanTermsPage } from '@loan-webview/pages/company-site';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyLoan', CompanyLoanTermsPage, { ownLandmarks: true });
