import { definePage } from '../shell/define-page';
import { registerMessages } from '@loan-webview/kit/i18n';
import { customerServiceMessages } from './messages';
import './CustomerServicePage.css';

registerMessages(customerServiceMessages);

/** Route customerService (/theThat): the service telephone and e-mail (part 1 §2.4). */
export const customerServiceDefinition = definePage({
  route: 'customerService',
  frame: {
    title: 'customerService.title',
    titleClassName: 'loan-customer-service__title',
    className: 'loan-customer-service',
  },
  view: () => import('./CustomerServiceContent'),
  skeleton: { lines: 2, banner: false },
  firstRequest: { endpoint: 'contactInfo', payload: { overall: 1 } },
});

export const CustomerServicePage = customerServiceDefinition.Page;
