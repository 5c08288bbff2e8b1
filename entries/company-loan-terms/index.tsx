import { companyLoanTermsDefinition } from '@loan-webview/pages/company-loan-terms';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(companyLoanTermsDefinition);
