import { defineMessages } from '@loan-webview/kit/i18n';

/** Repayment pages, repayment codes and instructions. */
export const repaymentMessages = defineMessages(
  {
    'repayment.title': { source: 'Repayment' },
    'repayment.amount': { source: 'Repayment amount' },
    'repayment.totalPayment': { source: 'Total payment' },
    'repayment.paymentMethod': { source: 'Payment method' },
    'repayment.payNow': { source: 'Pay now' },
    'repayment.delayTitle': { source: 'Rollover Repayment' },
    'repayment.delayAmount': { source: 'Extension fee' },
    'repayment.dueNow': { source: 'Due date now' },
    'repayment.newDueDate': { source: 'New due date' },
    'repayment.stillOwed': { source: 'Still owed after this payment' },
    'repayment.extensionCost': { source: 'What the extra days cost' },
    'repayment.extensionCostValue': { source: '{fee} for {days} more days ({percent} of what you owe)' },
    'repayment.feeNotPrincipal': {
      source: 'The extension fee does not pay off any of your loan: what you owe stays the same, due later.',
    },
    'repayment.plan': { source: 'Repayment plan' },
    'repayment.paymentNotice': { source: 'Payment notice' },
    'repayment.stepPictures': { source: 'How to pay, step by step with pictures' },
    'repayment.payWith': { source: 'Pay with {channel}' },
    'repayment.getCode': { source: 'Get a code from My loans' },
    'repayment.codeAfterPay': { source: 'Tap Pay now to get your {channel} code and how to pay with it.' },
    'repayment.codeTitle': { source: 'Repayment code' },
    'repayment.noSavedCode': {
      source: 'There is no saved repayment code on this phone yet',
    },
    'repayment.noCode': {
      source: 'This link has no repayment code. Open the repayment page in the app again.',
    },
    'repayment.offlineSaved': {
      source: 'You are offline. This code was saved on {date}.',
    },
    'repayment.savedOn': { source: 'Code saved on {date}' },
    'repayment.offline': {
      source: 'You are offline. Show this code at the counter.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof repaymentMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
