export { MoneySummary } from './MoneySummary';
export type { MoneySummaryProps } from './MoneySummary';
