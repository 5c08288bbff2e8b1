import { definePage } from '../shell/define-page';
import { CompanyUserPage } from './CompanyUserPage';

export const companyUserDefinition = definePage({
  route: 'companyUser',
  Page: CompanyUserPage,
  static: true,
  ownLandmarks: true,
});
