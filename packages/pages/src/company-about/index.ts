export { CompanyAboutPage } from './CompanyAboutPage';
