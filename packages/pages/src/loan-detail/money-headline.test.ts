import { describe, expect, it } from 'vitest';
import { moneyHeadline } from './money-headline';

const rows = [
  { text: 'Order number', value: 'ORD174' },
  { text: 'Loan amount', value: '₱5,000.00' },
  { text: 'Term', value: '91 days' },
  { text: 'Amount due', value: '₱5,450.00' },
  { text: 'Due date', value: '2026-12-05' },
  { text: 'Receiving account', value: 'GCash •••• 4567' },
];

describe('moneyHeadline', () => {
  it('an order that owes money leads with the amount due and its date; the other rows fold below', () => {
    const headline = moneyHeadline(rows, 174)!;
    expect(headline.amount).toEqual({ text: 'Amount due', value: '₱5,450.00' });
    expect(headline.dueDate).toBe('2026-12-05');
    expect(headline.rest.map((row) => row.text)).toEqual(['Order number', 'Loan amount', 'Term', 'Receiving account']);
  });

  it('reads the server in Chinese and Indonesian, and dates in any form it sends', () => {
    const zh = moneyHeadline(
      [
        { text: '借款金额', value: '₱5,000.00' },
        { text: '应还金额', value: '₱5,450.00' },
        { text: '到期日', value: '1764864000' },
      ],
      180,
    )!;
    expect(zh.amount.text).toBe('应还金额');
    expect(zh.dueDate).toBe('1764864000');
    const id = moneyHeadline(
      [
        { text: 'Jumlah pinjaman', value: '₱5,000.00' },
        { text: 'Jumlah tagihan', value: '₱5,450.00' },
        { text: 'Jatuh tempo', value: '2026-12-05 23:59:59' },
      ],
      170,
    )!;
    expect(id.amount.text).toBe('Jumlah tagihan');
    expect(id.dueDate).toBe('2026-12-05 23:59:59');
  });

  it('an order that owes nothing leads with the loan amount and no countdown', () => {
    for (const status of [21, 151, 200]) {
      const headline = moneyHeadline(rows, status)!;
      expect(headline.amount.text).toBe('Loan amount');
      expect(headline.dueDate).toBeUndefined();
    }
  });

  it('no money-like row, no headline; a due-date row that is not a date stays a row', () => {
    expect(moneyHeadline([{ text: 'Order number', value: 'ORD1' }], 170)).toBeUndefined();
    const headline = moneyHeadline(
      [
        { text: 'Amount due', value: '₱1.00' },
        { text: 'Due date', value: 'to be confirmed' },
      ],
      170,
    )!;
    expect(headline.dueDate).toBeUndefined();
    expect(headline.rest).toEqual([{ text: 'Due date', value: 'to be confirmed' }]);
  });
});
