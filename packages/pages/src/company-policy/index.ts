export { CompanyPolicyPage } from './CompanyPolicyPage';
export { companyPolicyDefinition } from './page';
