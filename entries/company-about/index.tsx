import { CompanyAboutPage } from '@loan-webview/pages/company-about';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companyAbout', CompanyAboutPage, { ownLandmarks: true });
