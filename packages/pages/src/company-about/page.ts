import { definePage } from '../shell/define-page';
import { CompanyAboutPage } from './CompanyAboutPage';

export const companyAboutDefinition = definePage({
  route: 'companyAbout',
  Page: CompanyAboutPage,
  static: true,
  ownLandmarks: true,
});
