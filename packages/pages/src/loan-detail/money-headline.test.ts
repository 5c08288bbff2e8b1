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

  it('each status leads with what the borrower needs', () => {
    const review = moneyHeadline(rows, 21)!;
    expect([review.amount.text, review.dueDate, review.label]).toEqual(['Loan amount', undefined, undefined]);
    // Declined: no figure competes with the banner.
    expect(moneyHeadline(rows, 110)).toBeUndefined();
    // Being disbursed: what arrives where the server names it; else the loan amount under its own label, never
    // "You will receive": a fee taken up front makes it more than she receives.
    const onItsWay = moneyHeadline(rows, 151)!;
    expect([onItsWay.amount.text, onItsWay.label]).toEqual(['Loan amount', undefined]);
    expect(onItsWay.rest.map((row) => row.text)).not.toContain('Amount due');
    const named = moneyHeadline([...rows, { text: 'Amount to receive', value: '₱4,900.00' }], 151)!;
    expect([named.amount.value, named.label]).toEqual(['₱4,900.00', undefined]);
    // Repaid: that it is, with what was paid, no date to count down to.
    const repaid = moneyHeadline(rows, 200)!;
    expect([repaid.amount.value, repaid.label, repaid.dueDate]).toEqual(['₱5,450.00', 'fullyRepaid', undefined]);
    expect(repaid.rest.map((row) => row.text)).toEqual(['Order number', 'Loan amount', 'Term', 'Receiving account']);
    const asRepaid = moneyHeadline(
      [
        { text: 'Loan amount', value: '₱5,000.00' },
        { text: 'Amount repaid', value: '₱5,450.00' },
        { text: 'Repaid on', value: '2026-11-20' },
      ],
      200,
    )!;
    expect([asRepaid.amount.text, asRepaid.rest.map((row) => row.text)]).toEqual([
      'Amount repaid',
      ['Loan amount', 'Repaid on'],
    ]);
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
