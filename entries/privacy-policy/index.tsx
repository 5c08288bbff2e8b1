import { PrivacyPolicyPage } from '@loan-webview/pages/privacy-policy';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('privacyPolicy', PrivacyPolicyPage);
