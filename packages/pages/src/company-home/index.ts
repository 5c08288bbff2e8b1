export { CompanyHomePage } from './CompanyHomePage';
export { companyHomeDefinition } from './page';
