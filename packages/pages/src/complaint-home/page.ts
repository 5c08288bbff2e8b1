import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import './ComplaintHomePage.css';

registerMessages(complaintMessages);

/** Route complaint (/counterproductiveThat): choose the order and the question type (part 1 §2.6, §4). */
export const complaintHomeDefinition = definePage({
  route: 'complaint',
  frame: {},
  view: () => import('./ComplaintHomeContent'),
  skeleton: { lines: 6 },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'problemInit', payload: { orderId: fromQuery('orderId', 'ORD174') } },
});

export const ComplaintHomePage = complaintHomeDefinition.Page;
