import { CompanyUserPage } from '@loan-webview/pages/company-site';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyUser', CompanyUserPage, { ownLandmarks: true });
