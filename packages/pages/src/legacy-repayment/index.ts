// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
export { confirmOutcome, maskedCard, MIN_CODE_LENGTH } from './legacy-rules';
export { legacyRepaymentDefinition, LegacyRepaymentPage } from './page';
