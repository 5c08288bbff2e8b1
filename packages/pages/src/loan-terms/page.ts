import { definePage } from '../shell/define-page';
import { LoanTermsPage } from './LoanTermsPage';

export const loanTermsDefinition = definePage({ route: 'loanAgreement', Page: LoanTermsPage, static: true });
