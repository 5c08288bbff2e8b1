import { definePage, fromQuery } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import './ComplaintDetailsPage.css';

registerMessages(complaintMessages);

/** Route complaintDetails (/complainDetails, query problemId): one complaint and its answer (part 1 §2.6). */
export const complaintDetailsDefinition = definePage({
  route: 'complaintDetails',
  frame: { title: 'complaint.title' },
  view: () => import('./ComplaintDetailsContent'),
  skeleton: { lines: 6, banner: false },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'problemDetail', payload: { problemId: fromQuery('problemId', 'PB1001') } },
});

export const ComplaintDetailsPage = complaintDetailsDefinition.Page;
