import { RepaymentCodePage } from '@loan-webview/pages/repayment-code';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage('repaymentOfCode', RepaymentCodePage, { contentNeedsScripts: true });
