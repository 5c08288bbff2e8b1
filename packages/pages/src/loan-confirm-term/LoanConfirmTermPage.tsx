import { LoanConfirmScreen } from '../confirm-common';

/** Route confirmOfPeriod (/butWhy): the borrower picks a term and the plan follows it (ADR 0038). */
export function LoanConfirmTermPage() {
  return <LoanConfirmScreen variant="term" />;
}
