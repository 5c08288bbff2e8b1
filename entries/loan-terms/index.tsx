import { loanTermsDefinition } from '@loan-webview/pages/loan-terms';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(loanTermsDefinition);
