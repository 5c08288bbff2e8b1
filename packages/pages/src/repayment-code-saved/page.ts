import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '../repayment-common/messages';
import '../repayment-common/RepaymentView.css';
import './SavedRepaymentCodePage.css';

registerMessages(repaymentMessages);

/** Route repaymentOfCode2: the repayment info the installment page saved (part 2 §2 item 6), offline too. */
export const savedRepaymentCodeDefinition = definePage({
  route: 'repaymentOfCode2',
  frame: { title: 'repayment.codeTitle' },
  view: () => import('./SavedRepaymentCodeContent'),
  skeleton: { lines: 4 },
  contentNeedsScripts: true,
});

export const SavedRepaymentCodePage = savedRepaymentCodeDefinition.Page;
