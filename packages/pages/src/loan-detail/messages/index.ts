import { defineMessages } from '@loan-webview/kit/i18n';

export const loanDetailMessages = defineMessages(
  {
    'loanDetail.title': { source: 'Order Details' },
    'loanDetail.goHome': { source: 'Go to home' },
    // One label for the one primary action, whichever status the spec gave which word (issue 47.2).
    'loanDetail.repay': { source: 'Repay', en: 'Repay now' },
    'loanDetail.repayUpper': { source: 'REPAY', en: 'Repay now' },
    'loanDetail.rollover': { source: 'Rollover Repayment', en: 'Extend due date' },
    'loanDetail.shortOfMoney': { source: 'Short of money?', en: 'Need more time?' },
    'loanDetail.fullyRepaid': { source: 'Fully repaid' },
    'loanDetail.repayment': { source: 'Repayment', en: 'Repay now' },
    'loanDetail.borrowAgain': { source: 'Borrow Again' },
    'loanDetail.withdrawTitle': { source: 'Withdraw' },
    'loanDetail.withdrawNow': { source: 'Withdraw Now' },
    'loanDetail.bindCardTitle': { source: 'Bind a payment account' },
    'loanDetail.bindCard': { source: 'Go and bind the card' },
    'loanDetail.rateTitle': { source: 'Rate our app' },
    'loanDetail.rateNow': { source: 'Rate now' },
    'loanDetail.statement': { source: 'Disclosure Statement of this loan: keep a copy' },
    'loanDetail.backToOrder': { source: 'Back to the order' },
    'loanDetail.rateMessage': {
      source: 'Please score the app to help us improve our service',
    },
    'loanDetail.rateLabel': { source: 'Your score' },
    // A rating is sent with the same word everywhere (the complaint's rating says Send).
    'loanDetail.submit': { source: 'Submit', en: 'Send' },
    'loanDetail.thanksTitle': { source: 'Thank you!' },
    'loanDetail.thanksMessage': {
      source: 'Your feedback helps us improve. We will keep working on it.',
    },
    'loanDetail.ok': { source: 'OK' },
    'loanDetail.servicePhone': { source: 'Customer service' },
    'loanDetail.callService': {
      source: 'Call customer service {phone}',
    },
    'loanDetail.missingOrder': {
      source: 'This page was opened without an order. Open the order again from the app.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof loanDetailMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
