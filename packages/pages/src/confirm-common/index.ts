// The anatomy only: the content module (helpers included), re-exported here, would join the entries' chunk.
export { confirmAnatomy } from './confirm-anatomy';
export type { ConfirmVariant } from './LoanConfirmContent';
