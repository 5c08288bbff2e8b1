export { LoanDetailPage, LoanDetailView } from './LoanDetailPage';
export type { LoanDetailViewProps } from './LoanDetailPage';
export { actionsFor, ratingOutcome, showsRecommendedProducts, withdrawPlanFor } from './orderActions';
export type { OrderAction } from './orderActions';
