import type { RepaymentInfo } from '@loan-webview/kit/api';
import { getConfig } from '@loan-webview/kit/config';
import { assessExtension, type ExtensionAssessment } from '@loan-webview/kit/credit';

/** What an extension (rollover) does to the loan, as the borrower must know it before paying (ADR 0073, 0082). */
export interface Rollover extends ExtensionAssessment {
  /** The due date now, in ms. */
  dueNow?: number;
  /** The due date after the extension, in ms. */
  newDue?: number;
  /** Whether the answer carried the loan's history (`loanSoFar`), judged or not (a refused date is not judged). */
  historySent: boolean;
}

/**
 * The extension's terms from the answer: the fee (`delayInfo.delayAmount`), what is still owed and the new due date
 * (the plan's last dated row, else the amount due now), the due date now (`repayDate`); judged against the loan's
 * history (`loanSoFar`) and the lender's ceilings and limit of extensions (`assessExtension`).
 */
export function rolloverTerms(info: RepaymentInfo, today = Date.now()): Rollover | undefined {
  const fee = info.delayInfo?.delayAmount;
  if (!fee) return undefined;
  // Not `.at(-1)`: Chromium 88, the browser floor, lacks it.
  const dated = info.repayPlan.filter((row) => row.time > 0).sort((a, b) => a.time - b.time);
  const later = dated[dated.length - 1];
  const owed = later && later.amount > 0 ? later.amount : info.repayAmount;
  const dueNow = info.repayDate > 0 ? info.repayDate : undefined;
  const newDue = later && later.time !== dueNow ? later.time : undefined;
  const { legal } = getConfig();
  const assessment = assessExtension({
    fee,
    owed,
    dueNow,
    newDue,
    today,
    history: info.loanSoFar ?? undefined,
    caps: legal.caps,
    maxExtensions: legal.charges.maxExtensions,
  });
  return { ...assessment, dueNow, newDue, historySent: !!info.loanSoFar };
}
