export { CustomerServicePage, CustomerServiceView } from './CustomerServicePage';
export type { CustomerServiceViewProps } from './CustomerServicePage';
