import { definePage } from '../shell/define-page';
import { CompanyHomePage } from './CompanyHomePage';

export const companyHomeDefinition = definePage({
  route: 'companySite',
  Page: CompanyHomePage,
  static: true,
  ownLandmarks: true,
});
