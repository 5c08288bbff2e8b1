export { FOLDED_ROWS, orderFromQuery, RepaymentView } from './RepaymentView';
export type { RepaymentOrder, RepaymentViewProps } from './RepaymentView';
