export { LegacyRepaymentForm, LegacyRepaymentPage, orderFromQuery } from './LegacyRepaymentPage';
export type { LegacyOrder, LegacyRepaymentFormProps } from './LegacyRepaymentPage';
export { confirmOutcome, maskedCard, MIN_CODE_LENGTH } from './legacyRules';
