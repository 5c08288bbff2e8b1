import { companyContactDefinition } from '@loan-webview/pages/company-contact';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(companyContactDefinition);
