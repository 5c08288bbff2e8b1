import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { failureMessages } from './messages';
import './LoginFailurePage.css';

registerMessages(failureMessages);

/** Route errorUrl (/howIs): the joint login failed (part 2 §2 item 10); what failed, why, and other loans. */
export const loginFailureDefinition = definePage({
  route: 'errorUrl',
  frame: { title: 'failure.title', className: 'loan-page__body loan-failure' },
  view: () => import('./LoginFailureContent'),
  skeleton: { lines: 6 },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'failurePage', payload: {} },
});

export const LoginFailurePage = loginFailureDefinition.Page;
