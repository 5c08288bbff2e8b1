import { repaymentCodeDefinition } from '@loan-webview/pages/repayment-code';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(repaymentCodeDefinition);
