import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '../repayment-common/messages';
import '../repayment-common/RepaymentView.css';

registerMessages(repaymentMessages);

/** Route repaymentOfCode: the code the payment channel gave, to copy or to scan (part 2 §2 item 5). */
export const repaymentCodeDefinition = definePage({
  route: 'repaymentOfCode',
  example: { showType: '1', payCode: 'DP7777777174', repayAmount: '345000' },
  frame: { title: 'repayment.codeTitle' },
  view: () => import('./RepaymentCodeContent'),
  skeleton: { lines: 3 },
  contentNeedsScripts: true,
});

export const RepaymentCodePage = repaymentCodeDefinition.Page;
