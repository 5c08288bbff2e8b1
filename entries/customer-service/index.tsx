import { CustomerServicePage, mountPage } from '@loan-webview/kit/pages';

export default mountPage('customerService', CustomerServicePage);
