import type { RepaymentInfo } from '@loan-webview/kit/api';
import { daysUntil } from '@loan-webview/kit/format';

/** What an extension (rollover) does to the loan, as the borrower must know it before paying (ADR 0073). */
export interface Rollover {
  /** This payment: the extension fee. */
  fee: number;
  /** What is still owed after it, due on the new date. */
  stillOwed: number;
  /** The due date now, in ms. */
  dueNow?: number;
  /** The due date after the extension, in ms. */
  newDue?: number;
  /** The extra days bought, where both dates are known. */
  extraDays?: number;
  /** The fee as a share of what is owed, over the extra days (0.174 is 17.4%). */
  costShare?: number;
}

/**
 * The extension's terms from the answer: the fee (`delayInfo.delayAmount`), what is still owed and the new due date
 * (the plan's last dated row, else the amount due now), the due date now (`repayDate`). The fee is not paid off
 * the loan: what is owed stays what it was, later.
 */
export function rolloverTerms(info: RepaymentInfo): Rollover | undefined {
  const fee = info.delayInfo?.delayAmount;
  if (!fee) return undefined;
  // Not `.at(-1)`: Chromium 88, the browser floor, lacks it.
  const dated = info.repayPlan.filter((row) => row.time > 0).sort((a, b) => a.time - b.time);
  const later = dated[dated.length - 1];
  const stillOwed = later && later.amount > 0 ? later.amount : info.repayAmount;
  const dueNow = info.repayDate > 0 ? info.repayDate : undefined;
  const newDue = later && later.time !== dueNow ? later.time : undefined;
  const extraDays = dueNow && newDue ? daysUntil(newDue, dueNow) : undefined;
  return {
    fee,
    stillOwed,
    dueNow,
    newDue,
    extraDays: extraDays && extraDays > 0 ? extraDays : undefined,
    costShare: stillOwed > 0 && extraDays && extraDays > 0 ? fee / stillOwed : undefined,
  };
}
