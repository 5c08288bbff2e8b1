import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import './ComplaintDetailsPage.css';

registerMessages(complaintMessages);

/** Route complaintDetails (/complainDetails, query problemId): one complaint and its answer (part 1 §2.6). */
export const complaintDetailsDefinition = definePage({
  route: 'complaintDetails',
  example: { problemId: 'PB1001' },
  frame: { title: 'complaint.title' },
  view: () => import('./ComplaintDetailsContent'),
  skeleton: { lines: 6, banner: false },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'problemDetail', payload: { problemId: { query: 'problemId' } } },
});

export const ComplaintDetailsPage = complaintDetailsDefinition.Page;
