import { defineMessages } from '@loan-webview/kit/i18n';

/**
 * The lender's charges as the loan terms and each loan's Disclosure Statement quote them (ADR 0073): a table of its
 * own, so the confirmation's statement carries these lines and not the whole legal text.
 */
export const chargeMessages = defineMessages(
  {
    'legal.perMonth': { source: '{percent}% a month of the overdue amount' },
    'legal.perDay': { source: '{percent}% a day of the overdue amount' },
    'legal.plusFeeOnce': { source: '{rate}, plus a one-time fee of {amount}' },
    'terms.late1': {
      source:
        'If an instalment is not paid by its due date, a late charge of {lateCharge} applies, counted by the day until it is paid.',
    },
    'terms.late2': {
      source:
        'Interest, fees, charges and penalties on a loan together never exceed {totalCostCap}% of the amount borrowed (SEC Memorandum Circular No. 3, Series of 2022).',
    },
    'terms.prepaymentAnytime': {
      source: 'You may repay the whole loan early at any time, with no fee for repaying early. {prepaymentInterest}',
    },
    'terms.prepaymentAfterHalf': {
      source:
        'You may repay the whole loan early, but only after half of the loan term has passed. {prepaymentInterest}',
    },
    'terms.interestToTheDay': { source: 'Interest on a loan repaid early runs only to the day it is repaid.' },
    'terms.interestWholeTerm': { source: 'Interest on a loan repaid early is still charged for its whole term.' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof chargeMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
