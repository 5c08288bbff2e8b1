import { PaymentInstructionsPage } from '@loan-webview/pages/payment-instructions';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('DRInstructions', PaymentInstructionsPage);
