import { loanConfirmDefinition } from '@loan-webview/pages/loan-confirm';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(loanConfirmDefinition);
