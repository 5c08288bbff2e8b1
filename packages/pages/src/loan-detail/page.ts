import { definePage } from '../shell/define-page';
import { LoanDetailPage } from './LoanDetailPage';

export const loanDetailDefinition = definePage({
  route: 'loanDetailUrl',
  Page: LoanDetailPage,
  contentNeedsScripts: true,
});
