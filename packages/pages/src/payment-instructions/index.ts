export { PaymentInstructionsPage, WAYS_TO_PAY } from './PaymentInstructionsPage';
export { paymentInstructionsDefinition } from './page';
