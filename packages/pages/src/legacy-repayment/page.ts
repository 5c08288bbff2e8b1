import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { keepForSessionOnly } from '@loan-webview/kit/storage';
import { legacyRepaymentMessages } from './messages';
import { repaymentMessages } from '../repayment-common/messages';
import './LegacyRepaymentPage.css';

registerMessages(repaymentMessages);
registerMessages(legacyRepaymentMessages);
// A committed repayment and its receipt are personal financial data: gone when the webview closes, as the bank
// form's. Declared with the page, so whatever writes them first (the page, a story) writes the session's copy.
keepForSessionOnly('legacyRepayment', 'legacyReceipt');

/** Route legacyRepayment (/legacyRepayment): repay by bank card with a verification code (part 2 §3, §4). */
export const legacyRepaymentDefinition = definePage({
  route: 'legacyRepayment',
  example: { amount: '345000' },
  frame: { title: 'legacy.title', titleClassName: 'loan-page__title loan-legacy__title', className: '' },
  view: () => import('./LegacyRepaymentContent'),
  skeleton: { lines: 5, banner: false },
  firstRequest: { endpoint: 'repaymentWay', payload: { orderId: fromQuery('orderId', 'ORD174') } },
});

export const LegacyRepaymentPage = legacyRepaymentDefinition.Page;
