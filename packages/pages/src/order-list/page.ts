import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { orderListMessages } from './messages';
import './OrderListPage.css';

registerMessages(orderListMessages);

/** Route orderUrl (/theSuch): the borrower's orders (the spec shows no page; ADR 0039). */
export const orderListDefinition = definePage({
  route: 'orderUrl',
  frame: { title: 'orders.title', className: 'loan-page__body loan-orders' },
  view: () => import('./OrderListContent'),
  skeleton: { lines: 6 },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'orderList', payload: { sessionId: fromQuery('sessionId') } },
});

export const OrderListPage = orderListDefinition.Page;
