export { LoanTermsPage } from './LoanTermsPage';
export { loanTermsDefinition } from './page';
