import type { MoneyBarPart } from '@loan-webview/kit/ui/MoneyBar';
import { amountInText } from '../confirm-common/cost-of-credit';

interface Row {
  text: string;
  value: string;
}

/** A loan's money as a bar: the whole, its label and its parts, in centavos (the kit's MoneyBar). */
export interface OrderProgress {
  kind: 'payout' | 'repayment';
  total: number;
  /** The rows the bar says: a page does not list them again. */
  shown: Row[];
  /** Each part, under the server's own label where a row names it, else none: the page names it. */
  parts: (Omit<MoneyBarPart, 'amount' | 'label'> & { label?: string })[];
}

// What the server calls each figure, in the languages it answers in (as money-headline.ts reads the headline).
const LOAN_AMOUNT = /loan amount|principal|halaga ng loan|借款金额|本金|jumlah pinjaman|pokok/i;
const RECEIVE = /receiv|disburs|matatanggap|到账|实际|diterima/i;
const PAID = /repaid|paid|已还|nabayaran|dibayar|terbayar/i;
const LATE = /late|penalt|overdue charge|multa|denda|逾期|滞纳/i;
const DUE = /due|to pay|应还|待还|tagihan|babayaran/i;

const figure = (rows: readonly Row[], pattern: RegExp, not?: RegExp) => {
  const row = rows.find((entry) => pattern.test(entry.text) && !not?.test(entry.text));
  const value = row ? amountInText(row.value) : undefined;
  return row && value !== undefined ? { row, label: row.text, value } : undefined;
};

/**
 * The money bar of an order from its rows, which are text (part 1 §3): on its way, the loan amount as what she
 * receives and what is taken up front; being repaid, what she repays in all as what is repaid, what is left and the
 * late charges (the amount due includes them). Only where the rows name those figures and they add up; a loan with
 * nothing repaid and no late charge has no bar (it would be the headline again).
 */
export function orderProgress(rows: readonly Row[], status: number): OrderProgress | undefined {
  if (status === 151) {
    const loan = figure(rows, LOAN_AMOUNT);
    const received = figure(rows, RECEIVE);
    if (!loan || !received || received.value <= 0 || received.value >= loan.value) return undefined;
    return {
      kind: 'payout',
      total: loan.value,
      shown: [loan.row, received.row],
      parts: [
        { label: received.label, value: received.value, tone: 'receive' },
        { value: loan.value - received.value, tone: 'fee' },
      ],
    };
  }
  if (![170, 174, 180].includes(status)) return undefined;
  const due = figure(rows, DUE, /date|on$|petsa|日期|tanggal/i);
  if (!due) return undefined;
  const paid = figure(rows, PAID, DUE);
  const late = figure(rows, LATE);
  if (!paid?.value && !late?.value) return undefined;
  const left = due.value - (late?.value ?? 0);
  if (left < 0) return undefined;
  return {
    kind: 'repayment',
    total: (paid?.value ?? 0) + due.value,
    shown: [due.row, ...(paid ? [paid.row] : []), ...(late ? [late.row] : [])],
    parts: [
      ...(paid ? [{ label: paid.label, value: paid.value, tone: 'paid' as const }] : []),
      { value: left, tone: 'remaining' },
      ...(late ? [{ label: late.label, value: late.value, tone: 'late' as const }] : []),
    ],
  };
}

/**
 * The repayment page's bar from its breakdown (the answer's `detail`, text): what is repaid (its negative rows), what
 * she pays today less the late charges, and the late charges, together what she repays in all. Only where the rows add
 * up to the amount due (`repayAmount`) and something is repaid: else the breakdown beside it says it all.
 */
export function repaymentProgress(rows: readonly Row[], repayAmount: number): OrderProgress | undefined {
  let added = 0;
  let paid = 0;
  const paidRows: Row[] = [];
  for (const row of rows) {
    const negative = /^\s*[−-]/.test(row.value);
    const value = amountInText(row.value.replace(/^\s*[−-]\s*/, ''));
    if (value === undefined) continue;
    if (negative) {
      paid += value;
      paidRows.push(row);
    } else added += value;
  }
  const late = figure(rows, LATE);
  if (Math.abs(added - paid - repayAmount) >= 1 || paid === 0) return undefined;
  const left = repayAmount - (late?.value ?? 0);
  if (left < 0) return undefined;
  return {
    kind: 'repayment',
    total: paid + repayAmount,
    shown: [],
    parts: [
      ...(paid > 0
        ? [{ label: paidRows.length === 1 ? paidRows[0].text : undefined, value: paid, tone: 'paid' as const }]
        : []),
      { value: left, tone: 'remaining' },
      ...(late?.value ? [{ label: late.label, value: late.value, tone: 'late' as const }] : []),
    ],
  };
}
