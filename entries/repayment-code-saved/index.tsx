import { savedRepaymentCodeDefinition } from '@loan-webview/pages/repayment-code-saved';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(savedRepaymentCodeDefinition);
