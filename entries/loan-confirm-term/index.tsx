import { loanConfirmTermDefinition } from '@loan-webview/pages/loan-confirm-term';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(loanConfirmTermDefinition);
