import { definePage } from '../shell/define-page';
import { CustomerServicePage } from './CustomerServicePage';

export const customerServiceDefinition = definePage({ route: 'customerService', Page: CustomerServicePage });
