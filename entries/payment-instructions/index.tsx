import { paymentInstructionsDefinition } from '@loan-webview/pages/payment-instructions';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(paymentInstructionsDefinition);
