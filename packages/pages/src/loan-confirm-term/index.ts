export { LoanConfirmTermPage } from './LoanConfirmTermPage';
