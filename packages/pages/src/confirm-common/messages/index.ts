import { defineMessages } from '@loan-webview/kit/i18n';

/** Loan confirmation, both variants. */
export const confirmMessages = defineMessages(
  {
    'confirm.title': { source: 'Confirm loan' },
    'confirm.amount': { source: 'Loan amount' },
    'confirm.youReceive': { source: 'You receive' },
    'confirm.byDate': { source: 'by {date}' },
    'confirm.chargesAdded': { source: 'Interest and charges added' },
    'confirm.termTotal': { source: '{amount} to repay' },
    'confirm.youRepay': { source: 'You repay' },
    'confirm.financeCharge': { source: 'Finance charge (interest and fees)' },
    'confirm.eir': { source: 'Effective interest rate' },
    'confirm.eirValue': { source: '{monthly} a month ({yearly} a year)' },
    'confirm.deducted': { source: 'Taken from the loan up front' },
    'confirm.netUnknown': {
      source:
        'The lender has not said how much you will receive, so the full cost of this loan cannot be shown. Ask customer service before you confirm.',
    },
    'confirm.refusedTitle': { source: 'This loan cannot be confirmed' },
    'confirm.refused.effectiveRate': {
      source:
        'Its effective interest rate is {rate} a month, more than the {cap}% a month the law allows (SEC Memorandum Circular No. 14, s. 2025).',
    },
    'confirm.refused.totalCost': {
      source:
        'It would cost {cost} on {borrowed} borrowed, more than the {cap}% of the amount borrowed the law allows (SEC Memorandum Circular No. 14, s. 2025).',
    },
    'confirm.refusedNext': {
      source: 'Nothing has been borrowed and nothing is owed. {lender} can tell you why it was offered.',
    },
    'confirm.refusedAsk': { source: 'Ask {lender}' },
    'confirm.refusedRegulator': { source: 'Report it to the {name}' },
    'confirm.notCovered': {
      source:
        'This loan is over {amount} or longer than {months, plural, one {# month} other {# months}}, so the SEC’s ceilings on small loans (Memorandum Circular No. 14, s. 2025) do not cover it. The figures above are its whole cost, as the Truth in Lending Act (RA 3765) requires.',
    },
    'confirm.term': { source: 'Term' },
    'confirm.rate': { source: 'Interest rate' },
    'confirm.plan': { source: 'Payment plan' },
    'confirm.next': { source: 'Next', en: 'Confirm and receive {amount}' },
    'confirm.nextPlain': { source: 'Next', en: 'Confirm loan' },
    'confirm.waitsForConsent': { source: 'Tick the box above to accept the loan agreement first.' },
    'confirm.consentsTitle': { source: 'Optional, each on its own: tick only what you want' },
    'confirm.consent.marketing': {
      source: 'Send me offers of {lender}’s other loans by SMS and e-mail (uses my name, number and e-mail).',
    },
    'confirm.consent.research': {
      source: 'Use my loan and repayment records, without my name, to improve {lender}’s products.',
    },
    'confirm.consent.partner': {
      source: 'Share my name and number with {lender}’s partners, {partners}, so they can offer me their products.',
    },
    'confirm.consentsWithdraw': { source: 'How to withdraw any of these at any time' },
    'confirm.dataNotice': {
      source:
        'We use your data to assess, pay out and collect this loan because the loan contract needs it, and to meet the law (such as reporting to the Credit Information Corporation). Nothing below is needed for the loan.',
    },
    'confirm.privacyPolicy': { source: 'Privacy policy' },
    'confirm.statementTitle': { source: 'Disclosure Statement' },
    'confirm.statementShownOn': { source: 'Shown on {date}.' },
    'confirm.statementSave': { source: 'Save a copy (PDF)' },
    'confirm.statementShared': { source: 'Sent to your phone to keep: {file}' },
    'confirm.statementDownloaded': { source: 'Saved to your downloads: {file}' },
    'confirm.statementNotSaved': { source: 'The copy could not be saved. Try again.' },
    'confirm.statementLender': { source: 'Lender' },
    'confirm.statementOrder': { source: 'Order number' },
    'confirm.statementDeductions': { source: 'As the lender itemises the loan' },
    'confirm.statementNet': { source: 'Net proceeds (what you receive)' },
    'confirm.statementTotal': { source: 'Total of payments' },
    'confirm.statementLate': { source: 'If you pay late' },
    'confirm.statementPrepayment': { source: 'If you pay early' },
    'confirm.statementNotGiven': { source: 'Not given by the lender' },
    'confirm.statementLenderCopy': { source: 'Open the lender’s own copy' },
    'confirm.backToLoan': { source: 'Back to my loan' },
    'confirm.leaveTitle': { source: 'Are you sure you want to leave?' },
    // The spec's "Cancel" left and "Agree" stayed: the buttons say what they do.
    'confirm.stay': { source: 'Agree', en: 'Stay' },
    'confirm.leave': { source: 'Cancel', en: 'Leave' },
    'confirm.termValue': { source: '{periods} {unit}' },
    'confirm.termDays': { source: '{periods, plural, one {# day} other {# days}}' },
    'confirm.termWeeks': { source: '{periods, plural, one {# week} other {# weeks}}' },
    'confirm.termMonths': { source: '{periods, plural, one {# month} other {# months}}' },
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
    'confirm.agreeingTo': { source: 'You receive {received} and repay {total} by {date}.' },
    'confirm.agreeingToTotal': { source: 'You repay {total} by {date}.' },
    'confirm.agreeingRate': { source: 'For the {term} you chose, the effective interest rate is {monthly} a month.' },
    'confirm.agreementTranslated': {
      source: 'This is a translation; where it differs from the English text, the English text prevails.',
    },
    'confirm.agreementEnglishOnly': { source: 'The lender gives this agreement in English only.' },
    'confirm.promoTitle': { source: 'Special offer', en: 'From the lender' },
    'confirm.missingProduct': {
      source: 'This page needs a product. Open it again from the app.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof confirmMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
