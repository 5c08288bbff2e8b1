import { companyAboutDefinition } from '@loan-webview/pages/company-about';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(companyAboutDefinition);
