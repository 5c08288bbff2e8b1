import { loginFailureDefinition } from '@loan-webview/pages/login-failure';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(loginFailureDefinition);
