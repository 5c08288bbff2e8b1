import { extensionRepaymentDefinition } from '@loan-webview/pages/extension-repayment';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(extensionRepaymentDefinition);
