export { capsInForce, chargesAboveCaps, SEC_CAPS, workedLoan } from './caps';
export type { Caps, LenderCharges, ProductLimits, WorkedLoan } from './caps';
export { assessExtension } from './extension';
export type { ExtensionAssessment, ExtensionRefusal, LoanSoFar } from './extension';
export { DAYS_IN_MONTH, deferralRate, effectiveRate, formatRate } from './rate';
export type { CashFlow, EffectiveRate } from './rate';
