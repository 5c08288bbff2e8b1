import { CustomerServicePage } from '@loan-webview/pages/customer-service';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage('customerService', CustomerServicePage);
