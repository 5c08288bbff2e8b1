export { CompanyUserPage } from './CompanyUserPage';
export { companyUserDefinition } from './page';
