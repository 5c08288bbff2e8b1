import { CompanyHomePage } from '@loan-webview/pages/company-home';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('companySite', CompanyHomePage, { ownLandmarks: true });
