import { loanDetailDefinition } from '@loan-webview/pages/loan-detail';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(loanDetailDefinition);
