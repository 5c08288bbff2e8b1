import { definePage } from '../shell/define-page';
import { RepaymentCodePage } from './RepaymentCodePage';

export const repaymentCodeDefinition = definePage({
  route: 'repaymentOfCode',
  Page: RepaymentCodePage,
  contentNeedsScripts: true,
});
