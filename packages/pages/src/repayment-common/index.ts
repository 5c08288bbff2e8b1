export { FOLDED_ROWS, orderFromQuery, RepaymentView } from './RepaymentView';
export type { RepaymentKind, RepaymentOrder, RepaymentViewProps } from './RepaymentView';
