import { CompanyPolicyPage } from '@loan-webview/pages/company-policy';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyPolicy', CompanyPolicyPage, { ownLandmarks: true });
