import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { legacyRepaymentMessages } from './messages';
import { repaymentMessages } from '../repayment-common/messages';
import './LegacyRepaymentPage.css';

registerMessages(repaymentMessages);
registerMessages(legacyRepaymentMessages);

/** Route legacyRepayment (/legacyRepayment): repay by bank card with a verification code (part 2 §3, §4). */
export const legacyRepaymentDefinition = definePage({
  route: 'legacyRepayment',
  frame: { title: 'legacy.title', titleClassName: 'loan-page__title loan-legacy__title', className: '' },
  view: () => import('./LegacyRepaymentContent'),
  skeleton: { lines: 5, banner: false },
  firstRequest: { endpoint: 'repaymentWay', payload: { orderId: { query: 'orderId' } } },
});

export const LegacyRepaymentPage = legacyRepaymentDefinition.Page;
