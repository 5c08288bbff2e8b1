import { companyHomeDefinition } from '@loan-webview/pages/company-home';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(companyHomeDefinition);
