import { definePage } from '../shell/define-page';
import { OrderListPage } from './OrderListPage';

export const orderListDefinition = definePage({ route: 'orderUrl', Page: OrderListPage, contentNeedsScripts: true });
