export { CompanyContactPage } from './CompanyContactPage';
export { companyContactDefinition } from './page';
