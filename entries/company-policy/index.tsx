import { companyPolicyDefinition } from '@loan-webview/pages/company-policy';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(companyPolicyDefinition);
