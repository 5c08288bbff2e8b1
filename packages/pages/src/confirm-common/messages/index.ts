import { defineMessages } from '@loan-webview/kit/i18n';

/** Loan confirmation, both variants. */
export const confirmMessages = defineMessages(
  {
    'confirm.title': { source: 'Confirm loan' },
    'confirm.amount': { source: 'Loan amount' },
    'confirm.youReceive': { source: 'You receive' },
    'confirm.totalToRepay': { source: 'Total to repay' },
    'confirm.amountBy': { source: '{amount} by {date}' },
    'confirm.interestAndFees': { source: 'Interest and fees' },
    'confirm.term': { source: 'Term' },
    'confirm.rate': { source: 'Interest rate' },
    'confirm.plan': { source: 'Payment plan' },
    'confirm.next': { source: 'Next', en: 'Confirm and borrow {amount}' },
    'confirm.leaveTitle': { source: 'Are you sure you want to leave?' },
    // The spec's "Cancel" left and "Agree" stayed: the buttons say what they do.
    'confirm.stay': { source: 'Agree', en: 'Stay' },
    'confirm.leave': { source: 'Cancel', en: 'Leave' },
    'confirm.termValue': { source: '{periods} {unit}' },
    'confirm.termDays': { source: '{periods} days' },
    'confirm.termWeeks': { source: '{periods} weeks' },
    'confirm.termMonths': { source: '{periods} months' },
    'confirm.firstPayment': { source: 'First payment' },
    'confirm.firstPaymentValue': {
      source: '{date} (day {day})',
    },
    'confirm.chooseTerm': { source: 'Choose your term' },
    'confirm.detailsInPlan': { source: 'What you pay for this term is in its payment plan below.' },
    'confirm.smsNotice': {
      source: 'We will send an SMS to your registered number when your loan is submitted.',
    },
    'confirm.agreementTitle': { source: 'Agreement' },
    'confirm.promoTitle': { source: 'Special offer' },
    'confirm.missingProduct': {
      source: 'This page needs a product. Open it again from the app.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);
