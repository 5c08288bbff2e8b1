import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { bindBankMessages } from './messages';
import './BindBankPage.css';

registerMessages(bindBankMessages);

/** Route bindBank (/theyAnd): where the borrower tells the lender where to send the money (part 1 §2.7). */
export const bindBankDefinition = definePage({
  route: 'bindBank',
  frame: {
    title: 'bindBank.title',
    titleClassName: 'loan-page__title loan-bind-bank__title',
    className: 'loan-bind-bank',
  },
  view: () => import('./BindBankContent'),
  skeleton: { lines: 7, banner: false },
  firstRequest: { endpoint: 'cardInit', payload: { product_id: fromQuery('product_id', 'P1001') } },
});

export const BindBankPage = bindBankDefinition.Page;
