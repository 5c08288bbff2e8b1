import { definePage } from '../shell/define-page';
import { CompanyPolicyPage } from './CompanyPolicyPage';

export const companyPolicyDefinition = definePage({
  route: 'companyPolicy',
  Page: CompanyPolicyPage,
  static: true,
  ownLandmarks: true,
});
