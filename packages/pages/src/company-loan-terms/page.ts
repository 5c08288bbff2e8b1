import { definePage } from '../shell/define-page';
import { CompanyLoanTermsPage } from './CompanyLoanTermsPage';

export const companyLoanTermsDefinition = definePage({
  route: 'companyLoan',
  Page: CompanyLoanTermsPage,
  static: true,
  ownLandmarks: true,
});
