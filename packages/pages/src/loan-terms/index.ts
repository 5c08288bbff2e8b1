export { LoanTermsPage } from './LoanTermsPage';
