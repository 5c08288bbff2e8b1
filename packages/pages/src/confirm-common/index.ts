// The frame only: the content module (helpers included), re-exported here, would join the entries' chunk.
export { LoanConfirmScreen } from './LoanConfirmScreen';
export type { ConfirmVariant } from './LoanConfirmContent';
