import type { LoanConfig } from '@loan-webview/kit/config';
import { effectiveRate, type EffectiveRate } from '@loan-webview/kit/credit';
import { daysUntil } from '@loan-webview/kit/format';

/** One row of a payment plan: what is due and when (the answer's `repay_plans`). */
interface PlanRow {
  amount: number;
  pay_time: number;
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
    console.warn('[loan] no net proceeds where the configuration’s netProceeds looks: no finance charge or EIR shown');
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

const label = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Pesos written in a row's value ("₱4,900.00", "PHP 4,800", "4800.00"), in centavos; undefined if it is not one. */
export function amountInText(value: string): number | undefined {
  const match = /^\s*(?:₱|PHP|P)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*$/i.exec(value);
  return match ? Math.round(Number(`${match[1].replace(/,/g, '')}${match[2] ?? ''}`) * 100) : undefined;
}

/**
 * What the borrower receives, where the lender's configuration says its answer puts it (`netProceeds`, ADR 0082):
 * the field, the detail row of that label, or the loan amount less the rows taken up front. Undefined where the
 * answer does not carry it there, which the page then says.
 */
export function netProceedsOf(
  source: LoanConfig['netProceeds'],
  answer: { amount: number; receivedAmount: number; details: readonly { text: string; value: string }[] },
): number | undefined {
  if ('field' in source) return answer.receivedAmount > 0 ? answer.receivedAmount : undefined;
  const named = (labels: readonly string[]) => {
    const wanted = new Set(labels.map(label));
    return answer.details.filter((row) => wanted.has(label(row.text)));
  };
  if ('row' in source) {
    const [row] = named(source.row);
    const value = row ? amountInText(row.value) : undefined;
    return value && value > 0 ? value : undefined;
  }
  const taken = named(source.deductedRows).map((row) => amountInText(row.value));
  if (taken.length === 0 || taken.some((value) => value === undefined)) return undefined;
  return answer.amount - taken.reduce<number>((sum, value) => sum + value!, 0);
}
