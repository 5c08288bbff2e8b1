/** The effective interest rate, as fractions (0.0362 is 3.62%), all from one daily rate (ADR 0073). */
export interface EffectiveRate {
  daily: number;
  monthly: number;
  yearly: number;
}

/** A payment and the number of days after disbursal it is made. */
export interface CashFlow {
  amount: number;
  days: number;
}

const DAYS_IN_YEAR = 365;
/** A month for the monthly figures: 365/12 days, as the yearly figure is 365 of them. */
export const DAYS_IN_MONTH = DAYS_IN_YEAR / 12;

const fromDaily = (daily: number): EffectiveRate => ({
  daily,
  monthly: Math.pow(1 + daily, DAYS_IN_MONTH) - 1,
  yearly: Math.pow(1 + daily, DAYS_IN_YEAR) - 1,
});

/**
 * The rate that discounts the payments to the net proceeds (BSP Circular No. 730 s. 2011, the method SEC MC No. 3
 * s. 2022 names for the EIR: "the rate that exactly discounts estimated future cash flows … to the net amount of loan
 * proceeds"): the daily rate d with Σ amount / (1 + d)^days = net proceeds; a month is 365/12 days and both the
 * monthly and the yearly figure compound d. Undefined where no rate exists: nothing to discount, or less repaid than
 * received.
 */
export function effectiveRate(netProceeds: number, payments: readonly CashFlow[]): EffectiveRate | undefined {
  const total = payments.reduce((sum, row) => sum + row.amount, 0);
  if (!(netProceeds > 0) || payments.length === 0 || total < netProceeds) return undefined;
  const presentValue = (daily: number) =>
    payments.reduce((sum, row) => sum + row.amount / Math.pow(1 + daily, row.days), 0);
  // The present value falls as the rate rises: bisect between 0 and a rate at which the payments are worth less.
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
  return fromDaily((low + high) / 2);
}

/**
 * What a charge for deferring a sum costs as a rate: `fee` paid to owe `owed` `days` longer is the rate
 * (1 + fee / owed)^(1 / days) − 1 a day, compounded like the EIR, so the two can be set side by side.
 */
export function deferralRate(fee: number, owed: number, days: number): EffectiveRate | undefined {
  if (!(fee >= 0) || !(owed > 0) || !(days > 0)) return undefined;
  return fromDaily(Math.pow(1 + fee / owed, 1 / days) - 1);
}

/** A rate for people: `0.03618` -> `"3.62%"`. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}
