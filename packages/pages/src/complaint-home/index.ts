export { ComplaintHomePage, ComplaintHomeView, OrderCard } from './ComplaintHomePage';
export type { ComplaintHomeViewProps, OrderCardProps } from './ComplaintHomePage';
export { chooseType, COLLECTION_TYPE, initialOrder } from './complaintRules';
