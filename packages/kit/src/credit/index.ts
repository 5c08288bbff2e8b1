export { capsInForce, chargesAboveCaps, judgeAgainstCaps, SEC_CAPS, SEC_COVERAGE, workedLoan } from './caps';
export type { CapBreach, CapJudgement, Caps, LenderCharges, ProductLimits, WorkedLoan } from './caps';
export { assessExtension } from './extension';
export type { ExtensionAssessment, ExtensionRefusal, LoanSoFar } from './extension';
export { DAYS_IN_MONTH, deferralRate, effectiveRate, formatRate } from './rate';
export type { CashFlow, EffectiveRate } from './rate';
