import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import './ComplaintWritePage.css';

registerMessages(complaintMessages);

/** Route complaintNext (/complainPageNext): write the complaint and send it (part 1 §2.6, §4, §5). */
export const complaintWriteDefinition = definePage({
  route: 'complaintNext',
  example: { problemType: '1', problemSonType: '12' },
  frame: { title: 'complaint.title', titleClassName: 'loan-page__title loan-complaint-write__title', className: '' },
  view: () => import('./ComplaintWriteContent'),
  skeleton: { lines: 6 },
  firstRequest: { endpoint: 'problemInit', payload: { orderId: fromQuery('orderNo', 'ORD174') } },
});

export const ComplaintWritePage = complaintWriteDefinition.Page;
