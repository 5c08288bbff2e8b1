export { CompanyLoanTermsPage } from './CompanyLoanTermsPage';
