export { ComplaintDetailsPage, ComplaintDetailsView, RATING_DELAY_MS } from './ComplaintDetailsPage';
export type { ComplaintDetailsViewProps } from './ComplaintDetailsPage';
