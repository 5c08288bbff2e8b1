import { defineMessages } from '@loan-webview/kit/i18n';

/** An order's money bar, on the order page and My loans. */
export const progressMessages = defineMessages(
  {
    'progress.loanAmount': { source: 'Loan amount' },
    'progress.takenUpFront': { source: 'Taken from the loan up front' },
    'progress.repaid': { source: 'Repaid so far' },
    'progress.inAll': { source: 'To repay in all' },
    'progress.left': { source: 'Loan and interest left to pay' },
    'progress.lateGrows': { source: 'Grows each day until paid' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof progressMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
