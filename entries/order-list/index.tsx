import { OrderListPage } from '@loan-webview/pages/order-list';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage('orderUrl', OrderListPage, { contentNeedsScripts: true });
