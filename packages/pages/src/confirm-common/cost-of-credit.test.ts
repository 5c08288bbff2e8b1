import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectiveRate, formatRate } from '@loan-webview/kit/credit';
import { amountInText, costOfCredit, netProceedsOf } from './cost-of-credit';

const DAY = 24 * 60 * 60 * 1000;
// 10:00 in Manila on Nov 27, 2026: the day the borrower confirms, and so the day of disbursal.
const disbursedAt = Date.UTC(2026, 10, 27, 2);
const plan = (...rows: [number, number][]) =>
  rows.map(([amount, day]) => ({ amount, pay_time: disbursedAt + day * DAY }));
const presentValue = (daily: number, rows: { amount: number; days: number }[]) =>
  rows.reduce((sum, row) => sum + row.amount / (1 + daily) ** row.days, 0);

afterEach(() => vi.restoreAllMocks());

describe('the cost of credit (RA 3765, worked examples of ADR 0073)', () => {
  it('one payment with a fee taken up front: ₱5,000 lent, ₱4,900 received, ₱5,450 repaid on day 91', () => {
    const cost = costOfCredit({ loanAmount: 500000, netProceeds: 490000, plan: plan([545000, 91]), disbursedAt });
    expect(cost).toMatchObject({
      total: 545000,
      lastDate: disbursedAt + 91 * DAY,
      netProceeds: 490000,
      deducted: 10000,
      // ₱550, not the ₱450 of total − loan amount: the ₱100 fee is a cost though it is never repaid as such.
      financeCharge: 55000,
    });
    // By hand: (5,450 / 4,900)^(1/91) a day, compounded over 365/12 days and over 365.
    const growth = 545000 / 490000;
    expect(cost!.effectiveRate!.monthly).toBeCloseTo(growth ** (365 / 12 / 91) - 1, 10);
    expect(cost!.effectiveRate!.yearly).toBeCloseTo(growth ** (365 / 91) - 1, 10);
    expect(formatRate(cost!.effectiveRate!.monthly)).toBe('3.62%');
    expect(formatRate(cost!.effectiveRate!.yearly)).toBe('53.22%');
  });

  it('the fee raises the rate: the same plan on ₱5,000 received costs less a month', () => {
    const withFee = costOfCredit({ loanAmount: 500000, netProceeds: 490000, plan: plan([545000, 91]), disbursedAt });
    const noFee = costOfCredit({ loanAmount: 500000, netProceeds: 500000, plan: plan([545000, 91]), disbursedAt });
    expect(noFee!.financeCharge).toBe(45000);
    expect(formatRate(noFee!.effectiveRate!.monthly)).toBe('2.92%');
    expect(withFee!.effectiveRate!.monthly).toBeGreaterThan(noFee!.effectiveRate!.monthly);
  });

  it('several instalments: four payments 30 days apart of an annuity at 5% per 30 days give back 5% per 30 days', () => {
    const instalment = (1000 * 0.05) / (1 - 1.05 ** -4); // 282.0118…
    const rows = [30, 60, 90, 120].map((days) => ({ amount: instalment, days }));
    const rate = effectiveRate(1000, rows)!;
    expect((1 + rate.daily) ** 30 - 1).toBeCloseTo(0.05, 9);
    expect(presentValue(rate.daily, rows)).toBeCloseTo(1000, 6);
    expect(rate.monthly).toBeCloseTo(1.05 ** (365 / 12 / 30) - 1, 9);
  });

  it('the sample’s four-instalment term: the rate discounts every row, dated in Manila days, to what is received', () => {
    const rows = plan([152500, 91], [152500, 182], [152500, 273], [152500, 365]);
    const cost = costOfCredit({ loanAmount: 500000, netProceeds: 490000, plan: rows, disbursedAt })!;
    expect(cost.financeCharge).toBe(120000);
    const days = [91, 182, 273, 365].map((d) => ({ amount: 152500, days: d }));
    expect(presentValue(cost.effectiveRate!.daily, days)).toBeCloseTo(490000, 4);
  });

  it('without net proceeds: the total to repay only, and one warning naming the missing field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(costOfCredit({ loanAmount: 500000, plan: plan([545000, 91]), disbursedAt })).toEqual({
      total: 545000,
      lastDate: disbursedAt + 91 * DAY,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('netProceeds');
  });

  it('a plan that does not add up gives no computed figures, and says why once each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loan = { loanAmount: 500000, netProceeds: 490000, disbursedAt };
    // Less repaid than received; an undated row; a row due before disbursal; no loan amount.
    expect(costOfCredit({ ...loan, plan: plan([400000, 30]) })).toBeUndefined();
    expect(costOfCredit({ ...loan, plan: [{ amount: 545000, pay_time: 0 }] })).toBeUndefined();
    expect(costOfCredit({ ...loan, plan: plan([545000, -3]) })).toBeUndefined();
    expect(costOfCredit({ ...loan, loanAmount: 0, plan: plan([545000, 30]) })).toBeUndefined();
    // More received than lent: not a negative charge taken up front.
    expect(costOfCredit({ ...loan, netProceeds: 510000, plan: plan([545000, 91]) })).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(costOfCredit({ ...loan, plan: [] })).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('amounts with centavos add up without binary noise', () => {
    expect(
      costOfCredit({ loanAmount: 100.1, netProceeds: 100.1, plan: plan([50.1, 1], [50.2, 2]), disbursedAt }),
    ).toMatchObject({
      total: 100.3,
      financeCharge: 0.2,
    });
  });
});

describe('net proceeds where the lender’s configuration says its answer puts them (ADR 0082)', () => {
  // The spec's answer: no receivedAmount, the money in the rows as plain text.
  const specAnswer = {
    amount: 523400,
    receivedAmount: 0,
    details: [
      { text: 'Loan amount', value: '5234.00' },
      { text: 'Processing fee', value: '434.00' },
      { text: ' Amount  received ', value: '4800.00' },
    ],
  };

  it('reads the amount a row names, in any of the labels given, whatever its case and spacing', () => {
    expect(netProceedsOf({ row: ['Halagang matatanggap', 'amount received'] }, specAnswer)).toBe(480000);
  });

  it('subtracts the rows taken up front from the loan amount', () => {
    expect(netProceedsOf({ deductedRows: ['Processing fee'] }, specAnswer)).toBe(480000);
    expect(netProceedsOf({ deductedRows: ['Processing fee', 'Insurance'] }, specAnswer)).toBe(480000);
    // Named but not an amount: not guessed.
    const unclear = { ...specAnswer, details: [{ text: 'Processing fee', value: 'waived' }] };
    expect(netProceedsOf({ deductedRows: ['Processing fee'] }, unclear)).toBeUndefined();
  });

  it('takes the field where the configuration says the field, and nothing where the answer does not carry it', () => {
    expect(netProceedsOf({ field: 'receivedAmount' }, specAnswer)).toBeUndefined();
    expect(netProceedsOf({ field: 'receivedAmount' }, { ...specAnswer, receivedAmount: 480000 })).toBe(480000);
    expect(netProceedsOf({ row: ['Net proceeds'] }, specAnswer)).toBeUndefined();
  });

  it('with them, the spec-shaped answer has its finance charge and EIR: ₱5,234 lent, ₱4,800 received', () => {
    const received = netProceedsOf({ row: ['Amount received'] }, specAnswer);
    const cost = costOfCredit({ loanAmount: 523400, netProceeds: received, plan: plan([545000, 91]), disbursedAt })!;
    // ₱5,450 − ₱4,800 = ₱650; (5,450 / 4,800)^(365/12/91) − 1 = 4.34% a month.
    expect(cost.financeCharge).toBe(65000);
    expect(formatRate(cost.effectiveRate!.monthly)).toBe('4.34%');
  });

  it('reads pesos as a borrower writes them', () => {
    expect(amountInText('₱4,900.00')).toBe(490000);
    expect(amountInText('PHP 4,800')).toBe(480000);
    expect(amountInText('4800.5')).toBe(480050);
    expect(amountInText('91 days')).toBeUndefined();
    expect(amountInText('4,80,0')).toBeUndefined();
  });
});
