export { codeFromQuery, RepaymentCodePage } from './RepaymentCodePage';
export type { RepaymentCode } from './RepaymentCodePage';
