export { CompanyUserPage } from './CompanyUserPage';
