import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import './ComplaintListPage.css';

registerMessages(complaintMessages);

/** Route complaintList (/complaintList): the borrower's complaints by tab (part 1 §2.6). */
export const complaintListDefinition = definePage({
  route: 'complaintList',
  frame: { title: 'complaint.myComplaints' },
  view: () => import('./ComplaintListContent'),
  skeleton: { lines: 6, banner: false },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'problemList', payload: {} },
});

export const ComplaintListPage = complaintListDefinition.Page;
