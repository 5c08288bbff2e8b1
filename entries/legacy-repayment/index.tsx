import { legacyRepaymentDefinition } from '@loan-webview/pages/legacy-repayment';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(legacyRepaymentDefinition);
