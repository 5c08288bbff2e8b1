import { companyUserDefinition } from '@loan-webview/pages/company-user';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(companyUserDefinition);
