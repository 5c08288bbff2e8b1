import { describe, expect, it } from 'vitest';
import { capsInForce, chargesAboveCaps, judgeAgainstCaps, SEC_CAPS, workedLoan } from './caps';
import { effectiveRate, formatRate } from './rate';

/** The sample lender's charges (packages/mock-backend/sample-config.json). */
const sample = {
  interestPercentPerDay: 0.099,
  serviceFeePercent: 2,
  lateChargePercentPerMonth: 3,
  extensionFeePercent: 1,
  extensionDays: 7,
  maxExtensions: 3,
};
const limits = { maxAmount: 10000, minTermDays: 91, maxTermDays: 365 };

describe('a loan worked through by the lender’s charges (SEC MC No. 3 s. 2022, MC No. 14 s. 2025)', () => {
  it('the sample: ₱5,000 over 91 days: ₱100 taken up front, ₱450.45 interest, ₱550.45 finance charge, 3.62% a month', () => {
    const loan = workedLoan(sample, { amount: 5000, termDays: 91 });
    // By hand: 5,000 × 0.099% × 91 = 450.45; 5,000 × 2% = 100; 5,450.45 − 4,900 = 550.45.
    expect(loan).toMatchObject({ serviceFee: 100, netProceeds: 4900, interest: 450.45, total: 5450.45 });
    expect(loan.financeCharge).toBe(550.45);
    // (5,450.45 / 4,900)^(365/12/91) − 1
    expect(loan.effectiveRate!.monthly).toBeCloseTo((5450.45 / 4900) ** (365 / 12 / 91) - 1, 10);
    expect(formatRate(loan.effectiveRate!.monthly)).toBe('3.62%');
    expect(loan.totalCost).toBeCloseTo(0.1101, 4);
  });

  it('rounds interest down to the whole peso where the terms say so, as the sample lender does', () => {
    const loan = workedLoan({ ...sample, interestRounding: 'pesoDown' }, { amount: 5000, termDays: 91 });
    // 450.45 down to 450: what the confirmation shows for the same loan (₱5,450 to repay).
    expect(loan).toMatchObject({ interest: 450, total: 5450, financeCharge: 550 });
    expect(workedLoan({ ...sample, interestRounding: 'pesoDown' }, { amount: 5000, termDays: 180 }).interest).toBe(891);
  });

  it('the sample extended three times (its most): ₱50 each, 14.01% of the amount borrowed, 3.71% a month', () => {
    const loan = workedLoan(sample, { amount: 5000, termDays: 91, extensions: 3 });
    expect(loan.extensionFee).toBe(50);
    expect(loan.financeCharge).toBe(700.45);
    expect(formatRate(loan.effectiveRate!.monthly)).toBe('3.71%');
  });

  it('the legacy ₱950 extension: the second takes the EIR past 12% a month, the fifth the total cost past 100%', () => {
    const legacy = { ...sample, extensionFeePercent: 19, maxExtensions: 5 };
    const second = workedLoan(legacy, { amount: 5000, termDays: 91, extensions: 2 });
    expect(formatRate(second.effectiveRate!.monthly)).toBe('12.82%');
    const fifth = workedLoan(legacy, { amount: 5000, termDays: 91, extensions: 5 });
    // 100 + 450.45 + 5 × 950 = 5,300.45: 106.01% of ₱5,000.
    expect(fifth.financeCharge).toBe(5300.45);
    expect(formatRate(fifth.totalCost)).toBe('106.01%');
  });

  it('a two-instalment loan: ₱2,815 on days 90 and 180 for ₱4,900 received is 3.20% a month', () => {
    const rate = effectiveRate(4900, [
      { amount: 2815, days: 90 },
      { amount: 2815, days: 180 },
    ])!;
    // The rate d with 2,815/(1+d)^90 + 2,815/(1+d)^180 = 4,900, checked by putting it back.
    expect(2815 / (1 + rate.daily) ** 90 + 2815 / (1 + rate.daily) ** 180).toBeCloseTo(4900, 6);
    expect(formatRate(rate.monthly)).toBe('3.20%');
  });

  it('passes the sample at its limits', () => {
    expect(chargesAboveCaps(sample, {}, limits)).toEqual([]);
  });

  it('names each excess of the legacy extension at the product’s limits', () => {
    const found = chargesAboveCaps({ ...sample, extensionFeePercent: 19, maxExtensions: 5 }, {}, limits);
    expect(found).toContain(
      'a ₱10,000.00 loan over 91 days extended 5 time(s) has an EIR of 21.25% a month, above the ceiling of 12%',
    );
    expect(found).toContain(
      'a ₱10,000.00 loan over 91 days extended 5 time(s) costs ₱10,600.90 (106.01% of the amount borrowed), above the total-cost ceiling of 100%',
    );
    expect(found.some((line) => line.startsWith('one extension (₱1,900.00 for 7 days'))).toBe(true);
  });

  it('a fee taken up front weighs most at the shortest term: 25% passes the total cost, not the EIR on 91 days', () => {
    const found = chargesAboveCaps({ ...sample, serviceFeePercent: 25, maxExtensions: 0 }, {}, limits);
    expect(found).toEqual([
      expect.stringMatching(
        /^a ₱10,000.00 loan over 91 days has an EIR of 13\.\d\d% a month, above the ceiling of 12%$/,
      ),
    ]);
  });

  it('caps only go down: a configured ceiling above the circular’s is refused and never used', () => {
    expect(chargesAboveCaps(sample, { effectivePercentPerMonth: 15, totalCostPercent: 80 }, limits)).toEqual([
      "legal.caps.effectivePercentPerMonth 15 is above the circular's 12: a lender may only lower it",
    ]);
    expect(capsInForce({ effectivePercentPerMonth: 15, totalCostPercent: 80 })).toEqual({
      ...SEC_CAPS,
      totalCostPercent: 80,
    });
    // A lower ceiling of the lender's own binds its own charges.
    expect(chargesAboveCaps(sample, { totalCostPercent: 40 }, limits)).toEqual([
      // 200 + 10,000 × 0.099% × 365 + 3 × 100 = 4,113.50
      'a ₱10,000.00 loan over 365 days extended 3 time(s) costs ₱4,113.50 (41.14% of the amount borrowed), above the total-cost ceiling of 40%',
    ]);
  });

  it('names charges it cannot check', () => {
    expect(chargesAboveCaps({ maxExtensions: 2 }, {}, limits)).toEqual([
      'legal.charges.interestPercentPerDay is not set',
      'legal.charges.serviceFeePercent is not set (0 where no fee is taken up front)',
      'legal.charges.maxExtensions is 2 but extensionFeePercent and extensionDays do not both say what one costs',
    ]);
  });

  it('each rate against its own ceiling, as the SEC states a month (30 days of a daily rate)', () => {
    expect(
      chargesAboveCaps(
        { ...sample, interestPercentPerDay: 0.25, lateChargePercentPerMonth: 6, lateChargePercentPerDay: 0.2 },
        {},
        limits,
      ),
    ).toEqual([
      'legal.charges.interestPercentPerDay 0.25% a day is 7.5% a month, above the nominal ceiling of 6%',
      'legal.charges.lateChargePercentPerMonth 6% a month is above the late-charge ceiling of 5% a month',
      'legal.charges.lateChargePercentPerDay 0.2% a day is 6% a month, above the late-charge ceiling of 5% a month',
    ]);
  });
});

describe('a loan judged against the ceilings where it is made (SEC MC No. 14 s. 2025)', () => {
  /** ₱5,450 repaid 91 days after receiving `received` pesos, on a ₱5,000 loan. */
  const judged = (received: number, extra: Partial<Parameters<typeof judgeAgainstCaps>[0]> = {}) => {
    const rate = effectiveRate(received, [{ amount: 5450, days: 91 }])!;
    return {
      rate: formatRate(rate.monthly),
      ...judgeAgainstCaps({
        amountInCentavos: 500000,
        termDays: 91,
        monthlyRate: rate.monthly,
        costShare: (5450 - received) / 5000,
        ...extra,
      }),
    };
  };

  it('₱3,800 received: (5,450 / 3,800)^(365/12/91) − 1 = 12.81% a month, past the 12% ceiling', () => {
    expect(judged(3800)).toEqual({ rate: '12.81%', covered: true, breach: 'effectiveRate' });
  });

  it('₱4,000 received: 10.89% a month, within it; a lender’s own lower ceiling of 10% binds', () => {
    expect(judged(4000)).toEqual({ rate: '10.89%', covered: true });
    expect(judged(4000, { caps: { effectivePercentPerMonth: 10 } })).toMatchObject({ breach: 'effectiveRate' });
  });

  it('the total cost is judged first: ₱5,100 of cost on ₱5,000 borrowed is past 100% whatever the rate', () => {
    expect(judgeAgainstCaps({ amountInCentavos: 500000, monthlyRate: 0.05, costShare: 5100 / 5000 })).toEqual({
      covered: true,
      breach: 'totalCost',
    });
  });

  it('covers ₱10,000 or less for up to four months; a larger or longer loan is not judged by these ceilings', () => {
    expect(judged(3800, { amountInCentavos: 1_000_000 })).toMatchObject({ covered: true, breach: 'effectiveRate' });
    expect(judged(3800, { amountInCentavos: 1_000_100 })).toEqual({ rate: '12.81%', covered: false });
    // Four months of 365/12 days is 121.67 days.
    expect(judged(3800, { termDays: 121 })).toMatchObject({ covered: true });
    expect(judged(3800, { termDays: 122 })).toEqual({ rate: '12.81%', covered: false });
  });
});
