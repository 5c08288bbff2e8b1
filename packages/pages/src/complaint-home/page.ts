import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import './ComplaintHomePage.css';

registerMessages(complaintMessages);

/** Route complaint (/counterproductiveThat): choose the order and the question type (part 1 §2.6, §4). */
export const complaintHomeDefinition = definePage({
  route: 'complaint',
  example: { orderId: 'ORD174' },
  frame: {},
  view: () => import('./ComplaintHomeContent'),
  skeleton: { lines: 6 },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'problemInit', payload: { orderId: { query: 'orderId' } } },
});

export const ComplaintHomePage = complaintHomeDefinition.Page;
