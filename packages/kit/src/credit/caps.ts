import { DAYS_IN_MONTH, effectiveRate, deferralRate, type EffectiveRate } from './rate';

/**
 * The ceilings of SEC Memorandum Circular No. 3 s. 2022 (implementing BSP Circular No. 1133 s. 2021) with the EIR
 * recalibrated to 12% a month by SEC MC No. 14 s. 2025: nominal interest, the effective rate of every interest and
 * fee but late charges, the late charge on the amount due, and the total cost (every interest, fee, charge and
 * penalty, however long the loan is outstanding) against the amount borrowed. A later circular is one change here.
 */
export const SEC_CAPS = {
  nominalPercentPerMonth: 6,
  effectivePercentPerMonth: 12,
  lateChargePercentPerMonth: 5,
  totalCostPercent: 100,
} as const;

export type Caps = { -readonly [K in keyof typeof SEC_CAPS]: number };

/** The ceilings in force: the circular's, or a lender's own where lower. A configured figure never raises one. */
export function capsInForce(configured: Partial<Caps> = {}): Caps {
  const caps = { ...SEC_CAPS } as Caps;
  for (const key of Object.keys(SEC_CAPS) as (keyof Caps)[]) {
    const own = configured[key];
    if (typeof own === 'number' && own >= 0 && own < caps[key]) caps[key] = own;
  }
  return caps;
}

/**
 * The loans the ceilings cover (SEC MC No. 14 s. 2025, as MC No. 3 s. 2022 before it): unsecured consumer loans of
 * ₱10,000 or less with a term of up to four months.
 */
export const SEC_COVERAGE = { maxAmount: 10_000, maxMonths: 4 } as const; // pesos, months

/** Which ceiling a loan passes: the total cost against the amount borrowed, or the effective rate. */
export type CapBreach = 'totalCost' | 'effectiveRate';

export interface CapJudgement {
  /** Whether the circular covers the loan at all (its amount and term). */
  covered: boolean;
  /** The first ceiling a covered loan passes; none where it is within them or not covered. */
  breach?: CapBreach;
}

/**
 * A loan against the ceilings, decided once for every page that makes or changes one (the confirmation, the
 * extension). `costShare` is every peso the loan costs, late charges included as the total-cost cap counts them,
 * against the amount borrowed (1 is 100%); `monthlyRate` the EIR (late charges excluded) as a fraction. An unknown term (an extension, which
 * renews the loan it extends: MC No. 3 covers loans renewed) is judged by the amount alone. A cap a lender has
 * lowered is the one applied.
 */
export function judgeAgainstCaps({
  amountInCentavos,
  termDays,
  monthlyRate,
  costShare,
  caps: configured,
}: {
  /** The amount borrowed, in centavos as every amount of the API. */
  amountInCentavos: number;
  termDays?: number;
  monthlyRate?: number;
  costShare?: number;
  caps?: Partial<Caps>;
}): CapJudgement {
  const covered =
    amountInCentavos <= SEC_COVERAGE.maxAmount * 100 &&
    (termDays === undefined || termDays <= SEC_COVERAGE.maxMonths * DAYS_IN_MONTH);
  if (!covered) return { covered };
  const caps = capsInForce(configured);
  if (costShare !== undefined && costShare * 100 > caps.totalCostPercent) return { covered, breach: 'totalCost' };
  if (monthlyRate !== undefined && monthlyRate * 100 > caps.effectivePercentPerMonth)
    return { covered, breach: 'effectiveRate' };
  return { covered };
}

/** A lender's charges as figures (the configuration's `legal.charges`). */
export interface LenderCharges {
  /** Nominal interest, percent of the loan amount a day. */
  interestPercentPerDay?: number;
  /** Taken from the loan when it is disbursed, percent of the loan amount. */
  serviceFeePercent?: number;
  lateChargePercentPerMonth?: number;
  lateChargePercentPerDay?: number;
  lateFeeOnce?: number;
  /** One extension's fee, percent of the loan amount; paid on the day of the extension. */
  extensionFeePercent?: number;
  /** The days one extension adds to the due date. */
  extensionDays?: number;
  /** How many times one loan may be extended (0: never). */
  maxExtensions?: number;
  /** How interest is rounded: to the centavo, or down to the whole peso (in the borrower's favour). */
  interestRounding?: 'centavo' | 'pesoDown';
}

/** The amounts and terms a product is offered for (the configuration's `legal.limits`), pesos and days. */
export interface ProductLimits {
  maxAmount: number;
  minTermDays: number;
  maxTermDays: number;
}

/** A loan worked through by the lender's charges: one payment at the end of the term, extended `extensions` times. */
export interface WorkedLoan {
  amount: number;
  termDays: number;
  extensions: number;
  serviceFee: number;
  netProceeds: number;
  interest: number;
  extensionFee: number;
  /** Every payment: the extension fees, then principal and interest. */
  total: number;
  /** Total − net proceeds: every interest and fee (no late charge: she pays on time). */
  financeCharge: number;
  effectiveRate?: EffectiveRate;
  /** The finance charge as a share of the amount borrowed (1 is 100%). */
  totalCost: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A loan of `amount` over `termDays`, extended `extensions` times: the service fee comes off the loan at disbursal;
 * interest runs on the loan amount for the term; each extension's fee is paid on the due date it moves, and the loan
 * is then repaid (principal and interest, no further interest: the fee is the extension's price) on the last date.
 */
export function workedLoan(
  charges: LenderCharges,
  { amount, termDays, extensions = 0 }: { amount: number; termDays: number; extensions?: number },
): WorkedLoan {
  const serviceFee = cents((amount * (charges.serviceFeePercent ?? 0)) / 100);
  const accrued = (amount * (charges.interestPercentPerDay ?? 0) * termDays) / 100;
  // Down to the peso where the terms say so; the epsilon keeps 450.0000001 of floating point at 450.
  const interest = charges.interestRounding === 'pesoDown' ? Math.floor(accrued + 1e-9) : cents(accrued);
  const extensionFee = cents((amount * (charges.extensionFeePercent ?? 0)) / 100);
  const step = charges.extensionDays ?? 0;
  const netProceeds = cents(amount - serviceFee);
  const payments = [
    ...Array.from({ length: extensions }, (_, index) => ({ amount: extensionFee, days: termDays + index * step })),
    { amount: amount + interest, days: termDays + extensions * step },
  ];
  const total = cents(payments.reduce((sum, payment) => sum + payment.amount, 0));
  const financeCharge = cents(total - netProceeds);
  return {
    amount,
    termDays,
    extensions,
    serviceFee,
    netProceeds,
    interest,
    extensionFee,
    total,
    financeCharge,
    effectiveRate: effectiveRate(netProceeds, payments),
    totalCost: financeCharge / amount,
  };
}

/** The SEC states its monthly ceilings as 30 days of a daily rate (6% a month, "about 0.2% a day"). */
const SEC_MONTH_DAYS = 30;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const pesos = (value: number) => `₱${value.toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;

/**
 * Every excess of a lender's charges over the ceilings, as sentences naming the figure: a configured ceiling above
 * the circular's (caps only go down), each rate against its own ceiling, and loans worked through at the product's
 * largest amount, at its shortest term (where a fee taken up front weighs most on the EIR) and its longest (where
 * interest adds up most), each with no extension and with the most the lender allows.
 */
export function chargesAboveCaps(
  charges: LenderCharges,
  configuredCaps: Partial<Caps>,
  limits: ProductLimits,
): string[] {
  const found: string[] = [];
  for (const key of Object.keys(SEC_CAPS) as (keyof Caps)[]) {
    const own = configuredCaps[key];
    if (typeof own === 'number' && own > SEC_CAPS[key])
      found.push(`legal.caps.${key} ${own} is above the circular's ${SEC_CAPS[key]}: a lender may only lower it`);
  }
  const caps = capsInForce(configuredCaps);
  const perMonth = (perDay: number) => round(perDay * SEC_MONTH_DAYS, 6);
  if (charges.interestPercentPerDay === undefined) found.push('legal.charges.interestPercentPerDay is not set');
  else if (perMonth(charges.interestPercentPerDay) > caps.nominalPercentPerMonth)
    found.push(
      `legal.charges.interestPercentPerDay ${charges.interestPercentPerDay}% a day is ${perMonth(charges.interestPercentPerDay)}% a month, above the nominal ceiling of ${caps.nominalPercentPerMonth}%`,
    );
  if (charges.serviceFeePercent === undefined)
    found.push('legal.charges.serviceFeePercent is not set (0 where no fee is taken up front)');
  if (
    charges.lateChargePercentPerMonth !== undefined &&
    charges.lateChargePercentPerMonth > caps.lateChargePercentPerMonth
  )
    found.push(
      `legal.charges.lateChargePercentPerMonth ${charges.lateChargePercentPerMonth}% a month is above the late-charge ceiling of ${caps.lateChargePercentPerMonth}% a month`,
    );
  if (
    charges.lateChargePercentPerDay !== undefined &&
    perMonth(charges.lateChargePercentPerDay) > caps.lateChargePercentPerMonth
  )
    found.push(
      `legal.charges.lateChargePercentPerDay ${charges.lateChargePercentPerDay}% a day is ${perMonth(charges.lateChargePercentPerDay)}% a month, above the late-charge ceiling of ${caps.lateChargePercentPerMonth}% a month`,
    );
  // The late-charge ceiling is a rate on the amount due: a fixed fee exceeds it on a small enough amount due.
  if ((charges.lateFeeOnce ?? 0) > 0)
    found.push(
      `legal.charges.lateFeeOnce ₱${charges.lateFeeOnce} is a fixed fee: the late-charge ceiling is ${caps.lateChargePercentPerMonth}% a month of the amount due`,
    );
  const most = charges.maxExtensions ?? 0;
  if (most > 0 && (charges.extensionFeePercent === undefined || !(charges.extensionDays! > 0)))
    found.push(
      `legal.charges.maxExtensions is ${most} but extensionFeePercent and extensionDays do not both say what one costs`,
    );
  if (found.length > 0) return found;

  const terms = [...new Set([limits.minTermDays, limits.maxTermDays])];
  for (const termDays of terms)
    for (const extensions of [...new Set([0, most])]) {
      const loan = workedLoan(charges, { amount: limits.maxAmount, termDays, extensions });
      const name = `a ${pesos(loan.amount)} loan over ${termDays} days${extensions ? ` extended ${extensions} time(s)` : ''}`;
      const eir = (loan.effectiveRate?.monthly ?? 0) * 100;
      if (eir > caps.effectivePercentPerMonth)
        found.push(
          `${name} has an EIR of ${round(eir)}% a month, above the ceiling of ${caps.effectivePercentPerMonth}%`,
        );
      if (loan.totalCost * 100 > caps.totalCostPercent)
        found.push(
          `${name} costs ${pesos(loan.financeCharge)} (${round(loan.totalCost * 100)}% of the amount borrowed), above the total-cost ceiling of ${caps.totalCostPercent}%`,
        );
    }
  if (most > 0) {
    const owed = workedLoan(charges, { amount: limits.maxAmount, termDays: limits.minTermDays });
    const rate = deferralRate(owed.extensionFee, owed.amount + owed.interest, charges.extensionDays!);
    const monthly = (rate?.monthly ?? 0) * 100;
    if (monthly > caps.effectivePercentPerMonth)
      found.push(
        `one extension (${pesos(owed.extensionFee)} for ${charges.extensionDays} days on ${pesos(owed.amount + owed.interest)} owed) costs ${round(monthly)}% a month, above the EIR ceiling of ${caps.effectivePercentPerMonth}%`,
      );
  }
  return found;
}
