export { CompanyPolicyPage } from './CompanyPolicyPage';
