import { definePage } from '../shell/define-page';
import { PaymentInstructionsPage } from './PaymentInstructionsPage';

export const paymentInstructionsDefinition = definePage({
  route: 'DRInstructions',
  Page: PaymentInstructionsPage,
  static: true,
});
