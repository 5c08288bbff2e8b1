export { LoanConfirmTermPage } from './LoanConfirmTermPage';
export { loanConfirmTermDefinition } from './page';
