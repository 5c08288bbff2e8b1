export { OrderCard, OrderListPage } from './OrderListPage';
