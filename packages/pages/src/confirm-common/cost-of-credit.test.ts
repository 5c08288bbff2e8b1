import { afterEach, describe, expect, it, vi } from 'vitest';
import { costOfCredit } from './cost-of-credit';

const DAY = 24 * 60 * 60 * 1000;
const plan = (...rows: [number, number][]) => rows.map(([amount, day]) => ({ amount, pay_time: day * DAY }));

afterEach(() => vi.restoreAllMocks());

describe('cost of credit from the payment plan', () => {
  it('adds up the plan: the total to repay by its last date, and what it costs above the loan', () => {
    expect(costOfCredit(500000, plan([272500, 30], [272500, 60]))).toEqual({
      total: 545000,
      lastDate: 60 * DAY,
      interestAndFees: 45000,
    });
    // Amounts with centavos add up without binary noise.
    expect(costOfCredit(100.1, plan([50.1, 1], [50.2, 2]))).toMatchObject({ total: 100.3, interestAndFees: 0.2 });
  });

  it('gives nothing, and says why once, for a plan below the loan amount, undated, or empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(costOfCredit(500000, plan([200000, 30]))).toBeUndefined();
    expect(costOfCredit(500000, plan([600000, 0]))).toBeUndefined();
    expect(costOfCredit(0, plan([600000, 30]))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(costOfCredit(500000, [])).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
