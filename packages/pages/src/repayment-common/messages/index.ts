import { defineMessages } from '@loan-webview/kit/i18n';

/** Repayment pages, repayment codes and instructions. */
export const repaymentMessages = defineMessages(
  {
    'repayment.title': { source: 'Repayment' },
    'repayment.amount': { source: 'Repayment amount' },
    'repayment.paymentMethod': { source: 'Payment method' },
    'repayment.payAmount': { source: 'Pay {amount}' },
    'repayment.payVia': { source: 'via {channel}' },
    'repayment.delayTitle': { source: 'Rollover Repayment' },
    'repayment.delayAmount': { source: 'Extension fee' },
    'repayment.dueNow': { source: 'Due date now' },
    'repayment.choice.extendInstead': { source: 'Extend instead' },
    'repayment.copyAmount': { source: 'Copy amount' },
    'repayment.extensionDoes': { source: 'What this extension does' },
    'repayment.paidSeeStatus': { source: 'I’ve paid: see my loan' },
    'repayment.done': { source: 'Done' },
    'repayment.settled': { source: 'This loan is repaid: there is nothing to pay.' },
    'repayment.seeLoan': { source: 'See my loan' },
    'repayment.inDays': { source: 'in {days, plural, one {# day} other {# days}}' },
    'repayment.choice.title': { source: 'Your choices, side by side' },
    'repayment.choice.today': { source: 'Repay in full today' },
    'repayment.choice.payNow': { source: 'Pay today' },
    'repayment.choice.extend': { source: 'Extend' },
    'repayment.choice.extendTo': { source: 'Extend to {date}' },
    'repayment.choice.feeToday': { source: 'Extension fee today (pays off nothing)' },
    'repayment.choice.owedLater': { source: 'Still owed on the new date' },
    'repayment.choice.inAll': { source: 'in all' },
    'repayment.choice.repayInstead': { source: 'Repay in full instead' },
    'repayment.newDueDate': { source: 'New due date' },
    'repayment.stillOwed': { source: 'Still owed after this payment' },
    'repayment.extraDays': { source: 'Days this buys' },
    'repayment.daysFromDue': { source: '{days, plural, one {# more day} other {# more days}} after your due date' },
    'repayment.daysFromToday': {
      source: '{days, plural, one {# more day} other {# more days}} from today (your due date has passed)',
    },
    'repayment.feeRate': { source: 'The fee as a monthly rate' },
    'repayment.perMonth': { source: '{rate} a month' },
    'repayment.loanEirAfter': { source: 'Your loan’s effective rate with this extension' },
    'repayment.totalCost': { source: 'What your loan will have cost in all' },
    'repayment.totalCostValue': { source: '{cost} on {borrowed} borrowed ({percent})' },
    'repayment.historyUnknown': {
      source:
        'The lender has not sent this loan’s history, so what it will have cost in all cannot be shown here. Ask customer service before you pay.',
    },
    'repayment.extensionTerms': {
      source:
        'By paying {fee} you move your due date to {to}. The fee pays off none of what you owe: {owed} is due on {to}, and nothing else in your loan agreement changes.',
    },
    'repayment.refusedTitle': { source: 'This extension cannot be paid' },
    'repayment.refused.tooMany': {
      source: 'This loan has been extended {count, plural, one {# time} other {# times}}, as many as {lender} allows.',
    },
    'repayment.refused.totalCost': {
      source: 'With it, what your loan costs would pass {cap}% of the amount borrowed, the most the law allows.',
    },
    'repayment.refused.effectiveRate': {
      source: 'With it, your loan’s effective rate would pass {cap}% a month, the most the law allows.',
    },
    'repayment.refused.feeRate': {
      source: 'Its fee costs {rate} a month, more than the {cap}% a month the law allows.',
    },
    'repayment.refused.noDays': {
      source: 'It would move your due date to {date}, which has already passed: it buys you no time.',
    },
    'repayment.refusedNext': { source: 'You can still repay the loan.' },
    'repayment.customerService': { source: 'Talk to customer service' },
    'repayment.plan': { source: 'Repayment plan' },
    'repayment.paymentNotice': { source: 'Payment notice' },
    'repayment.stepPictures': { source: 'How to pay, step by step with pictures' },
    'repayment.payWith': { source: 'Pay with {channel}' },
    'repayment.getCode': { source: 'Get a code from My loans' },
    'repayment.codeAfterPay': { source: 'Tap Pay to get your {channel} code and how to pay with it.' },
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
