import { CustomerServicePage } from '@loan-webview/kit/pages/customer-service';
import { mountPage } from '@loan-webview/kit/pages/shell';

export default mountPage('customerService', CustomerServicePage);
