export { LoanConfirmPage } from './LoanConfirmPage';
