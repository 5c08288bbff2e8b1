export { CompanyLoanTermsPage } from './CompanyLoanTermsPage';
export { companyLoanTermsDefinition } from './page';
