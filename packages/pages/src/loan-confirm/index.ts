export { LoanConfirmPage } from './LoanConfirmPage';
export { loanConfirmDefinition } from './page';
