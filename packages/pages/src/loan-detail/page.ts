import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { loanDetailMessages } from './messages';
import './LoanDetailPage.css';

registerMessages(loanDetailMessages);

/** Route loanDetailUrl (/badSpark): the state of a loan and what to do now (part 1 §2.5, §4). */
export const loanDetailDefinition = definePage({
  route: 'loanDetailUrl',
  frame: { title: 'loanDetail.title', className: 'loan-page__body loan-detail' },
  view: () => import('./LoanDetailContent'),
  skeleton: { lines: 6 },
  contentNeedsScripts: true,
  firstRequest: {
    endpoint: 'loanDetails',
    payload: { productId: fromQuery('productId', 'P1001'), orderId: fromQuery('orderId', 'ORD174D') },
  },
});

export const LoanDetailPage = loanDetailDefinition.Page;
