/** One row of a payment plan: what is due and when (the answer's `repay_plans`). */
interface PlanRow {
  amount: number;
  pay_time: number;
}

/** What the borrower pays back in all, by when, and what that costs above the loan (ADR 0066). */
export interface CostOfCredit {
  total: number;
  lastDate: number;
  interestAndFees: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The cost of credit the Truth in Lending Act (RA 3765) asks to show, computed from the payment plan the page
 * already has: the total to repay is the sum of the plan's amounts, due by the plan's last date; interest and fees
 * are that total less the loan amount. A plan that does not add up (empty, undated, or below the loan amount) gives
 * nothing: the page then shows the server's rows alone, and says why once in the console.
 */
export function costOfCredit(loanAmount: number, plan: readonly PlanRow[]): CostOfCredit | undefined {
  if (plan.length === 0) return undefined;
  const total = cents(plan.reduce((sum, row) => sum + row.amount, 0));
  const lastDate = Math.max(...plan.map((row) => row.pay_time));
  const interestAndFees = cents(total - loanAmount);
  if (!(loanAmount > 0) || !(lastDate > 0) || !(interestAndFees >= 0)) {
    console.warn(
      `[loan] the payment plan does not add up (loan ${loanAmount}, plan total ${total}, last date ${lastDate}): ` +
        'showing the server’s rows without a computed cost of credit',
    );
    return undefined;
  }
  return { total, lastDate, interestAndFees };
}
