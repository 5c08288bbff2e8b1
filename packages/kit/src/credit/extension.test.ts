import { describe, expect, it } from 'vitest';
import { assessExtension } from './extension';
import { formatRate } from './rate';

const DAY = 86_400_000;
// 10:00 in Manila on Nov 23, 2026: the embedded backend's "now".
const today = Date.UTC(2026, 10, 23, 2);
const day = (n: number) => today + n * DAY;
/** The sample loan, in centavos: ₱5,000 lent 79 days ago, ₱4,900 received, ₱5,450 due in 12 days. */
const sampleLoan = { loanAmount: 500000, receivedAmount: 490000, disbursedAt: day(-79), lateCharges: 0 };

describe('an extension judged as a credit decision (SEC MC No. 3 s. 2022: renewals are covered)', () => {
  it('the sample: ₱50 for 7 more days on ₱5,450 is 4.05% a month; the loan then costs ₱600, 12% of ₱5,000', () => {
    const extension = assessExtension({
      fee: 5000,
      owed: 545000,
      dueNow: day(12),
      newDue: day(19),
      today,
      history: { ...sampleLoan, payments: [], extensions: 0 },
      maxExtensions: 3,
    });
    expect(extension.days).toBe(7);
    // (1 + 50 / 5,450)^(365/12/7) − 1
    expect(extension.feeRate!.monthly).toBeCloseTo((1 + 50 / 5450) ** (365 / 12 / 7) - 1, 10);
    expect(formatRate(extension.feeRate!.monthly)).toBe('4.05%');
    // 50 + 5,450 − 4,900 = 600: the ₱100 taken up front, ₱450 interest, this fee.
    expect(extension.loan).toMatchObject({ costAfter: 60000, costShare: 0.12, extensionsAfter: 1 });
    // The rate discounting ₱50 on day 79 and ₱5,450 on day 98 to ₱4,900 (checked by hand by bisection).
    expect(formatRate(extension.loan!.effectiveRate!.monthly)).toBe('3.66%');
    expect(extension.refusal).toBeUndefined();
  });

  it('overdue: the days are counted from today, not from the past due date', () => {
    // The legacy answer's new date: 7 days after a due date 4 days past, so 3 days from today for ₱950.
    const extension = assessExtension({ fee: 95000, owed: 587500, dueNow: day(-4), newDue: day(3), today });
    expect(extension.days).toBe(3);
    // (1 + 950 / 5,875)^(365/12/3) − 1: about 357% a month, far past the 12% EIR ceiling.
    expect(formatRate(extension.feeRate!.monthly)).toBe('357.08%');
    expect(extension.refusal).toBe('feeRate');
  });

  it('the legacy ₱950 fee a second time: the loan’s EIR goes past 12% a month', () => {
    const extension = assessExtension({
      fee: 95000,
      owed: 545000,
      dueNow: day(7),
      newDue: day(14),
      today: day(7),
      history: { ...sampleLoan, disbursedAt: day(-84), payments: [{ amount: 95000, time: day(0) }], extensions: 1 },
    });
    expect(extension.loan!.effectiveRate!.monthly).toBeGreaterThan(0.12);
    expect(extension.refusal).toBe('effectiveRate');
  });

  it('the fifth: 100 + 450 + 5 × 950 = ₱5,300, 106% of ₱5,000, past the total-cost cap', () => {
    const extension = assessExtension({
      fee: 95000,
      owed: 545000,
      dueNow: day(0),
      newDue: day(7),
      today,
      history: {
        ...sampleLoan,
        disbursedAt: day(-119),
        payments: [-28, -21, -14, -7].map((n) => ({ amount: 95000, time: day(n) })),
        extensions: 4,
      },
      maxExtensions: 5,
    });
    expect(extension.loan).toMatchObject({ costAfter: 530000, costShare: 1.06, extensionsAfter: 5 });
    expect(extension.refusal).toBe('totalCost');
  });

  it('one more than the lender allows is refused whatever it costs; a lender’s lower ceiling binds', () => {
    const base = { fee: 5000, owed: 545000, dueNow: day(0), newDue: day(7), today };
    const history = { ...sampleLoan, payments: [], extensions: 3 };
    expect(assessExtension({ ...base, history, maxExtensions: 3 }).refusal).toBe('tooMany');
    expect(assessExtension({ ...base, history, maxExtensions: 4 }).refusal).toBeUndefined();
    expect(assessExtension({ ...base, history, caps: { totalCostPercent: 10 } }).refusal).toBe('totalCost');
    expect(assessExtension({ ...base, history, caps: { totalCostPercent: 500 } }).refusal).toBeUndefined();
  });

  it('without the loan’s history (the spec’s answer): the fee’s own rate, and no figure it cannot know', () => {
    const extension = assessExtension({ fee: 5000, owed: 545000, dueNow: day(12), newDue: day(19), today });
    expect(extension.loan).toBeUndefined();
    expect(formatRate(extension.feeRate!.monthly)).toBe('4.05%');
    expect(extension.refusal).toBeUndefined();
  });

  it('a new date already past buys nothing and is refused: a backend counting 7 days from a due date 10 days gone', () => {
    const extension = assessExtension({ fee: 5000, owed: 545000, dueNow: day(-10), newDue: day(-3), today });
    expect(extension).toMatchObject({ days: -3, overdue: true, refusal: 'noDays' });
    expect(extension.feeRate).toBeUndefined();
  });
});
