import { orderListDefinition } from '@loan-webview/pages/order-list';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(orderListDefinition);
