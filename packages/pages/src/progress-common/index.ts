export { OrderProgressBar } from './OrderProgressBar';
export type { OrderProgressBarProps } from './OrderProgressBar';
export { orderProgress, repaymentProgress } from './order-progress';
export type { OrderProgress } from './order-progress';
