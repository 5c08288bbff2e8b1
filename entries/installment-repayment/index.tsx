import { installmentRepaymentDefinition } from '@loan-webview/pages/installment-repayment';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(installmentRepaymentDefinition);
