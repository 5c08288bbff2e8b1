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
}

/** Statuses where the borrower owes money: the figure is what is due, with its date (part 1 §4). */
const OWING = new Set([170, 174, 180]);
const MONEY = /[₱₹$]\s*\d|\d[\d,.]*\s*(PHP|INR)\b/;
// What the server calls the amount to pay and the due date, in the languages it answers in.
const DUE_AMOUNT = /due|repay|to pay|应还|待还|tagihan|dibayar|bayar/i;
const DUE_DATE = /due|repay|到期|还款|jatuh tempo|tempo/i;

/**
 * Money first (issue 27.1, ADR 0056): the order details page leads with one figure taken from the server's own
 * rows, which are text: for an order that owes money, the row that names the amount due and the row that dates
 * it; otherwise the first amount (the loan amount). Nothing money-like: no headline, the rows show as sent.
 */
export function moneyHeadline(rows: DetailRow[], status: number): MoneyHeadline | undefined {
  const money = rows.filter((row) => MONEY.test(row.value));
  const owing = OWING.has(status);
  const amount = (owing && money.find((row) => DUE_AMOUNT.test(row.text))) || money[0];
  if (!amount) return undefined;
  const date = owing
    ? rows.find((row) => row !== amount && DUE_DATE.test(row.text) && parseDate(row.value) !== undefined)
    : undefined;
  return { amount, dueDate: date?.value, rest: rows.filter((row) => row !== amount && row !== date) };
}
