export { CompanyAboutPage } from './CompanyAboutPage';
export { companyAboutDefinition } from './page';
