import { privacyPolicyDefinition } from '@loan-webview/pages/privacy-policy';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(privacyPolicyDefinition);
