import { daysUntil } from '@loan-webview/kit/format';

/** One row of a payment plan: what is due and when (the answer's `repay_plans`). */
interface PlanRow {
  amount: number;
  pay_time: number;
}

/** The effective interest rate, as fractions (0.0362 is 3.62%), all from one daily rate (ADR 0073). */
export interface EffectiveRate {
  daily: number;
  monthly: number;
  yearly: number;
}

/** What the borrower receives, repays and pays for the credit: the figures of RA 3765 (ADR 0073). */
export interface CostOfCredit {
  /** Total of payments: the sum of the plan's amounts. */
  total: number;
  /** The plan's last due date, in ms. */
  lastDate: number;
  /** What the borrower receives; undefined where the answer does not say. */
  netProceeds?: number;
  /** Loan amount − net proceeds: what is taken up front. */
  deducted?: number;
  /** Total of payments − net proceeds: every peso the credit costs, interest and fees alike. */
  financeCharge?: number;
  effectiveRate?: EffectiveRate;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const DAYS_IN_YEAR = 365;

/**
 * The rate that discounts the plan to the net proceeds (BSP Circular No. 730, s. 2011, the method the SEC's lending
 * companies follow): the daily rate d with Σ amount / (1 + d)^days = net proceeds, days counted in Manila calendar
 * days from the day of disbursal; a month is 365/12 days and both the monthly and the yearly figure compound d.
 * Undefined where no rate exists: nothing to discount, or less repaid than received.
 */
export function effectiveRate(
  netProceeds: number,
  plan: readonly { amount: number; days: number }[],
): EffectiveRate | undefined {
  const total = plan.reduce((sum, row) => sum + row.amount, 0);
  if (!(netProceeds > 0) || plan.length === 0 || total < netProceeds) return undefined;
  const presentValue = (daily: number) =>
    plan.reduce((sum, row) => sum + row.amount / Math.pow(1 + daily, row.days), 0);
  // The present value falls as the rate rises: bisect between 0 and a rate at which the plan is worth less.
  let low = 0;
  let high = 0.01;
  while (presentValue(high) > netProceeds) {
    if (high > 1e6) return undefined; // every payment due on the day of disbursal: no rate makes it worth less
    high *= 2;
  }
  for (let step = 0; step < 200 && high - low > 1e-15; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > netProceeds) low = middle;
    else high = middle;
  }
  const daily = (low + high) / 2;
  return {
    daily,
    monthly: Math.pow(1 + daily, DAYS_IN_YEAR / 12) - 1,
    yearly: Math.pow(1 + daily, DAYS_IN_YEAR) - 1,
  };
}

/**
 * The cost of credit the Truth in Lending Act (RA 3765, s. 4) asks to disclose, from the answer the page has:
 * the total of payments (the plan's sum, by its last date), the net proceeds (`receivedAmount`), the finance
 * charge (total − net proceeds: a fee taken up front is a cost though it is never repaid as such) and the
 * effective interest rate from `disbursedAt` (the day the borrower confirms). Without net proceeds only the total
 * is known, and one warning names the missing field: total − loan amount would understate the cost. A plan that
 * does not add up (empty, a row undated or due before disbursal, less repaid than received, more received than
 * lent) gives nothing: the page
 * shows the server's rows alone, and says why once.
 */
export function costOfCredit({
  loanAmount,
  netProceeds,
  plan,
  disbursedAt,
}: {
  loanAmount: number;
  /** 0 or absent: the answer does not say. */
  netProceeds?: number;
  plan: readonly PlanRow[];
  disbursedAt: number;
}): CostOfCredit | undefined {
  if (plan.length === 0) return undefined;
  const total = cents(plan.reduce((sum, row) => sum + row.amount, 0));
  const lastDate = Math.max(...plan.map((row) => row.pay_time));
  const days = plan.map((row) => (row.pay_time > 0 ? daysUntil(row.pay_time, disbursedAt) : undefined));
  const received = netProceeds && netProceeds > 0 ? netProceeds : undefined;
  const floor = received ?? loanAmount;
  // More received than lent is no loan a statement can describe: a malformed answer, not a negative charge.
  const overpaid = received !== undefined && received > loanAmount;
  if (!(loanAmount > 0) || overpaid || days.some((day) => day === undefined || day < 0) || !(total >= floor)) {
    console.warn(
      `[loan] the payment plan does not add up (loan ${loanAmount}, received ${received ?? 'not said'}, plan total ` +
        `${total}, days from disbursal ${days.join(', ')}): showing the server’s rows without a computed cost of credit`,
    );
    return undefined;
  }
  if (received === undefined) {
    console.warn(
      '[loan] the answer has no receivedAmount (net proceeds): the finance charge and effective interest rate are ' +
        'not shown, only the total to repay',
    );
    return { total, lastDate };
  }
  return {
    total,
    lastDate,
    netProceeds: received,
    deducted: cents(loanAmount - received),
    financeCharge: cents(total - received),
    effectiveRate: effectiveRate(
      received,
      plan.map((row, index) => ({ amount: row.amount, days: days[index]! })),
    ),
  };
}

/** A rate for people: `0.03618` -> `"3.62%"`. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}
