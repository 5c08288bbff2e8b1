import { CompanyUserPage } from '@loan-webview/pages/company-user';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyUser', CompanyUserPage, { ownLandmarks: true });
