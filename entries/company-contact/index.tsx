import { CompanyContactPage } from '@loan-webview/pages/company-contact';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyContact', CompanyContactPage, { ownLandmarks: true });
