export { CompanyContactPage } from './CompanyContactPage';
