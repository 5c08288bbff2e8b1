export { CompanyHomePage } from './CompanyHomePage';
