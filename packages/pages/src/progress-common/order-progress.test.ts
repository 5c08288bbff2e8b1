import { describe, expect, it } from 'vitest';
import { orderProgress, repaymentProgress } from './order-progress';

const sum = (parts: { value: number }[]) => parts.reduce((total, part) => total + part.value, 0);

describe('orderProgress', () => {
  it('on its way: the loan amount as what she receives and what is taken up front', () => {
    const rows = [
      { text: 'Order number', value: 'ORD151' },
      { text: 'Loan amount', value: '₱5,000.00' },
      { text: 'Amount to receive', value: '₱4,900.00' },
    ];
    const progress = orderProgress(rows, 151)!;
    expect(progress.total).toBe(500000);
    expect(progress.parts.map((part) => [part.label, part.value, part.tone])).toEqual([
      ['Amount to receive', 490000, 'receive'],
      [undefined, 10000, 'fee'],
    ]);
    expect(progress.shown).toEqual([rows[1], rows[2]]);
  });

  it('partly repaid: what is repaid and what is left add up to what she repays in all', () => {
    const rows = [
      { text: 'Loan amount', value: '₱5,000.00' },
      { text: 'Amount repaid', value: '₱2,000.00' },
      { text: 'Amount due', value: '₱3,450.00' },
      { text: 'Due date', value: '2026-12-05' },
    ];
    const progress = orderProgress(rows, 174)!;
    expect(progress.total).toBe(545000);
    expect(sum(progress.parts)).toBe(progress.total);
    expect(progress.parts.map((part) => [part.label, part.value, part.tone])).toEqual([
      ['Amount repaid', 200000, 'paid'],
      [undefined, 345000, 'remaining'],
    ]);
    expect(progress.shown).toEqual([rows[2], rows[1]]);
  });

  it('overdue: the late charge is named, part of what is due, and the parts add up', () => {
    const rows = [
      { text: 'Late charge so far', value: '₱20.00' },
      { text: 'Amount due', value: '₱5,470.00' },
      { text: 'Due date', value: '2026-11-19' },
    ];
    const progress = orderProgress(rows, 180)!;
    expect(progress.parts.map((part) => [part.value, part.tone])).toEqual([
      [545000, 'remaining'],
      [2000, 'late'],
    ]);
    expect(sum(progress.parts)).toBe(progress.total);
  });

  it('has no bar where it would only say the headline again, or where the rows do not add up', () => {
    expect(orderProgress([{ text: 'Amount due', value: '₱5,450.00' }], 170)).toBeUndefined();
    expect(
      orderProgress(
        [
          { text: 'Late charge', value: '₱900.00' },
          { text: 'Amount due', value: '₱500.00' },
        ],
        180,
      ),
    ).toBeUndefined();
    expect(orderProgress([{ text: 'Amount repaid', value: '₱5,450.00' }], 200)).toBeUndefined();
    // A spec-shaped answer writes plain pesos: read alike.
    expect(
      orderProgress(
        [
          { text: 'Loan amount', value: '5000.00' },
          { text: 'Amount to receive', value: '4900.00' },
        ],
        151,
      )?.total,
    ).toBe(500000);
  });
});

describe('repaymentProgress', () => {
  const rows = [
    { text: 'Principal', value: '₱5,000.00' },
    { text: 'Interest to today (71 days)', value: '₱351.00' },
    { text: 'Late charge', value: '₱0.00' },
    { text: 'Repaid so far', value: '−₱2,000.00' },
    { text: 'Order number', value: 'ORD174' },
  ];

  it('what is repaid and what she pays today make what she repays in all, where the breakdown adds up', () => {
    const progress = repaymentProgress(rows, 335100)!;
    expect(progress.total).toBe(535100);
    expect(progress.parts.map((part) => [part.label, part.value, part.tone])).toEqual([
      ['Repaid so far', 200000, 'paid'],
      [undefined, 335100, 'remaining'],
    ]);
  });

  it('names an overdue loan’s late charge as part of today’s amount', () => {
    const overdue = [
      { text: 'Principal', value: 'PHP 5,000.00' },
      { text: 'Interest', value: '450.00' },
      { text: 'Late charge', value: '₱21.80' },
      { text: 'Repaid so far', value: '-₱1,000.00' },
    ];
    expect(repaymentProgress(overdue, 447180)!.parts.map((part) => [part.value, part.tone])).toEqual([
      [100000, 'paid'],
      [445000, 'remaining'],
      [2180, 'late'],
    ]);
  });

  it('draws nothing for a breakdown that does not add up, or with nothing repaid (the breakdown says it all)', () => {
    expect(repaymentProgress(rows, 300000)).toBeUndefined();
    expect(repaymentProgress(rows.slice(0, 3), 535100)).toBeUndefined();
  });
});
