import { parseDate } from '@loan-webview/kit/format';

export interface DetailRow {
  text: string;
  value: string;
}

export interface MoneyHeadline {
  /** The server's own words for the figure ("Amount due") and its value as it sent it ("₱5,450.00"). */
  amount: DetailRow;
  /** The due date's value, where the order still owes money and a row carries one. */
  dueDate?: string;
  /** The rows left for the fold below the figure. */
  rest: DetailRow[];
  /** Our words for the figure where the server's would mislead: a repaid loan's. */
  label?: 'fullyRepaid';
}

/** Statuses where the borrower owes money: the figure is what is due, with its date (part 1 §4). */
const OWING = new Set([170, 174, 180]);
const MONEY = /[₱₹$]\s*\d|\d[\d,.]*\s*(PHP|INR)\b/;
// What the server calls the amount to pay and the due date, in the languages it answers in.
const DUE_AMOUNT = /due|repay|to pay|应还|待还|tagihan|dibayar|bayar/i;
const DUE_DATE = /due|repay|到期|还款|jatuh tempo|tempo/i;
const RECEIVE = /receiv|disburs|arriv|matatanggap|到账|实际|diterima/i;
const PAID = /paid|已还|还清|lunas|dibayar|nabayaran/i;

/**
 * Money first (issue 27.1, ADR 0056): the order details page leads with one figure taken from the server's own
 * rows, which are text: for an order that owes money, the row that names the amount due and the row that dates
 * it; a repaid one, "Fully repaid" and what was paid; one being disbursed, the row naming what the borrower will
 * receive (else its first figure, under the server's own label); one
 * under review, the first amount (the loan amount); a declined one, none. Nothing money-like: no headline.
 */
export function moneyHeadline(rows: DetailRow[], status: number): MoneyHeadline | undefined {
  // A declined loan has nothing to pay or receive: the banner says why, no figure competes with it.
  if (status === 110) return undefined;
  const money = rows.filter((row) => MONEY.test(row.value));
  const without = (...shown: (DetailRow | undefined)[]) => rows.filter((row) => !shown.includes(row));
  // Repaid: that it is, with what was paid, and no due date left to count down to (issue 47.3).
  if (status === 200) {
    const paid = money.find((row) => PAID.test(row.text)) ?? money.find((row) => DUE_AMOUNT.test(row.text)) ?? money[0];
    if (!paid) return undefined;
    // When it was repaid stays a row; a due date no longer means anything.
    const due = rows.filter((row) => row !== paid && DUE_DATE.test(row.text) && !PAID.test(row.text));
    return { amount: paid, rest: without(paid, ...due), label: 'fullyRepaid' };
  }
  // On its way: what the borrower will receive where the server names it; else its first figure under its own words
  // (the loan amount is not what she receives when a fee is taken up front: "you will receive" is only the net
  // proceeds, ADR 0082).
  if (status === 151) {
    const received = money.find((row) => RECEIVE.test(row.text)) ?? money[0];
    if (!received) return undefined;
    const due = rows.filter((row) => row !== received && (DUE_AMOUNT.test(row.text) || DUE_DATE.test(row.text)));
    return { amount: received, rest: without(received, ...due) };
  }
  const owing = OWING.has(status);
  const amount = (owing && money.find((row) => DUE_AMOUNT.test(row.text))) || money[0];
  if (!amount) return undefined;
  const date = owing
    ? rows.find((row) => row !== amount && DUE_DATE.test(row.text) && parseDate(row.value) !== undefined)
    : undefined;
  return { amount, dueDate: date?.value, rest: rows.filter((row) => row !== amount && row !== date) };
}
