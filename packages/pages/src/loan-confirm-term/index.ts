export { LoanConfirmTermPage, loanConfirmTermDefinition } from './page';
