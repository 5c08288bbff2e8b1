export { LoanConfirmPage, loanConfirmDefinition } from './page';
