import { definePage } from '../shell/define-page';
import { CompanyContactPage } from './CompanyContactPage';

export const companyContactDefinition = definePage({
  route: 'companyContact',
  Page: CompanyContactPage,
  static: true,
  ownLandmarks: true,
});
