import { capsInForce, judgeAgainstCaps, type Caps } from './caps';
import { daysUntil } from '../format/format';
import { deferralRate, effectiveRate, type EffectiveRate } from './rate';

/** The loan's history an extension is judged against (the answer's `loanSoFar`, docs/api-shapes.md). */
export interface LoanSoFar {
  /** The amount borrowed. */
  loanAmount: number;
  /** What she received: the loan less what was taken up front. */
  receivedAmount: number;
  /** The day the loan was disbursed, in ms. */
  disbursedAt: number;
  /** Every payment made on the loan so far, repayments and extension fees alike. */
  payments: readonly { amount: number; time: number }[];
  /** Late charges charged so far, paid or still owed. */
  lateCharges: number;
  /** Extensions paid so far. */
  extensions: number;
}

/** Why an extension is refused: the loan would pass a ceiling, or the lender's own limit of extensions. */
export type ExtensionRefusal = 'effectiveRate' | 'totalCost' | 'tooMany' | 'feeRate' | 'noDays';

export interface ExtensionAssessment {
  fee: number;
  owed: number;
  /** The days this fee buys, counted from today when the loan is already overdue (its past due date buys nothing). */
  days?: number;
  /** Whether the due date has passed: the days then count from today. */
  overdue: boolean;
  /** The fee as a rate for deferring what is owed by `days`, comparable with the loan's EIR. */
  feeRate?: EffectiveRate;
  /** Where the answer gives the loan's history: */
  loan?: {
    loanAmount: number;
    /** Every peso the loan will have cost once repaid on the new date: interest, fees, late charges, extensions. */
    costAfter: number;
    /** costAfter as a share of the amount borrowed (1 is 100%). */
    costShare: number;
    /** The loan's EIR with this extension (late charges excluded, as the circular excludes them). */
    effectiveRate?: EffectiveRate;
    /** Extensions, this one included. */
    extensionsAfter: number;
  };
  refusal?: ExtensionRefusal;
}

/**
 * An extension judged as the credit decision it is (SEC MC No. 3 s. 2022: the ceilings cover loans renewed or
 * restructured, and the total-cost cap holds "regardless of time the loan has been outstanding"): the fee as a
 * monthly rate over the days it buys from today, and with the loan's history the loan's EIR and total cost after it.
 * Refused where either passes its ceiling, where it exceeds the lender's own number of extensions, where its new date
 * has already passed, or, without a history, where the fee alone costs more a month than the EIR ceiling.
 */
export function assessExtension({
  fee,
  owed,
  dueNow,
  newDue,
  today,
  history,
  caps: configuredCaps,
  maxExtensions,
}: {
  fee: number;
  owed: number;
  dueNow?: number;
  newDue?: number;
  today: number;
  history?: LoanSoFar;
  caps?: Partial<Caps>;
  maxExtensions?: number;
}): ExtensionAssessment {
  const caps = capsInForce(configuredCaps);
  // Calendar days in the lender's zone, as every date on the page.
  const overdue = dueNow !== undefined && (daysUntil(dueNow, today) ?? 0) < 0;
  const days = newDue !== undefined ? daysUntil(newDue, overdue ? today : (dueNow ?? today)) : undefined;
  const feeRate = days && days > 0 ? deferralRate(fee, owed, days) : undefined;
  const overEir = (rate?: EffectiveRate) => rate !== undefined && rate.monthly * 100 > caps.effectivePercentPerMonth;
  // A new date already past buys nothing for the fee (a backend counting 7 days from a due date long gone).
  if (days !== undefined && days <= 0) return { fee, owed, days, overdue, refusal: 'noDays' };
  if (!history || !(history.loanAmount > 0) || !(history.receivedAmount > 0) || newDue === undefined) {
    return { fee, owed, days, overdue, feeRate, ...(overEir(feeRate) ? { refusal: 'feeRate' as const } : {}) };
  }
  const paid = history.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const costAfter = Math.round((paid + fee + owed - history.receivedAmount) * 100) / 100;
  const dayOf = (time: number) => Math.max(0, daysUntil(time, history.disbursedAt) ?? 0);
  const rate = effectiveRate(history.receivedAmount, [
    ...history.payments.map((payment) => ({ amount: payment.amount, days: dayOf(payment.time) })),
    { amount: fee, days: dayOf(today) },
    { amount: Math.max(0, owed - history.lateCharges), days: dayOf(newDue) },
  ]);
  const loan = {
    loanAmount: history.loanAmount,
    costAfter,
    costShare: costAfter / history.loanAmount,
    effectiveRate: rate,
    extensionsAfter: history.extensions + 1,
  };
  // The loan as renewed by the extension, judged as the confirmation judges a new one.
  const { breach } = judgeAgainstCaps({
    amountInCentavos: history.loanAmount,
    monthlyRate: rate?.monthly,
    costShare: loan.costShare,
    caps: configuredCaps,
  });
  const refusal: ExtensionRefusal | undefined =
    maxExtensions !== undefined && loan.extensionsAfter > maxExtensions
      ? 'tooMany'
      : (breach ?? (overEir(feeRate) ? 'feeRate' : undefined));
  return { fee, owed, days, overdue, feeRate, loan, ...(refusal ? { refusal } : {}) };
}
