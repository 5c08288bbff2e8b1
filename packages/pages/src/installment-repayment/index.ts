// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
export { InstallmentRepaymentPage, installmentRepaymentDefinition } from './page';
