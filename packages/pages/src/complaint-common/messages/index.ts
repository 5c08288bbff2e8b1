import { defineMessages } from '@loan-webview/kit/i18n';

/** Complaint screens. */
export const complaintMessages = defineMessages(
  {
    'complaint.title': { source: 'Complaint' },
    'complaint.myComplaints': { source: 'My complaints' },
    'complaint.backToAccount': { source: 'Back to my account' },
    'complaint.writeOne': { source: 'Write a complaint' },
    'complaint.stepFiled': { source: 'Filed' },
    'complaint.stepProcessing': { source: 'Being handled' },
    'complaint.stepResolved': { source: 'Answered' },
    'complaint.newComplaint': { source: 'New complaint' },
    'complaint.all': { source: 'All' },
    'complaint.chooseOrder': { source: 'Choose an order' },
    'complaint.selectType': { source: 'Select question type' },
    'complaint.problemDescription': { source: 'Problem description' },
    'complaint.descriptionHint': {
      source: 'Say what happened and when, with any amount, reference or name involved.',
    },
    'complaint.counter': { source: '{count}/{max}' },
    'complaint.evidence': { source: 'Evidence (optional)' },
    'complaint.handledWithin': {
      source: 'Your complaint will be handled within 3 weekdays',
      en: 'We reply within {days, plural, one {# working day} other {# working days}}, Monday to Friday.',
    },
    'complaint.send': { source: 'Send' },
    'complaint.sent': { source: 'Successfully Sent', en: 'Complaint sent' },
    'complaint.reference': { source: 'Your reference: {reference}. Quote it when you follow up.' },
    'complaint.noReference': { source: 'You will find it under My complaints, with its progress.' },
    'complaint.replyBy': {
      source: 'We will reply by {date} ({days, plural, one {# working day} other {# working days}}).',
    },
    'complaint.done': { source: 'Done' },
    'complaint.stage': { source: 'Stage' },
    'complaint.filed': { source: 'Filed on' },
    'complaint.replyByLabel': { source: 'Reply by' },
    'complaint.replyLate': { source: 'Overdue: we have not replied in time' },
    'complaint.regulator': {
      source:
        'Not satisfied with our answer? Take your complaint to the {office} of the {name}, which handles complaints about lending companies:',
    },
    'complaint.regulatorChannel': { source: 'Complaints about lending companies ({name})' },
    'complaint.regulatorQuote': {
      source:
        'They ask for proof that you complained to us first: quote your complaint reference, {reference}, and our name, {lender}.',
    },
    'complaint.regulatorQuoteLater': {
      source:
        'They ask for proof that you complained to us first: give them our name, {lender}, and your complaint reference (in My complaints).',
    },
    'complaint.problemType': { source: 'Problem Type' },
    'complaint.processResult': { source: 'Process Result' },
    'complaint.staff': { source: 'Customer service team' },
    'complaint.rateService': {
      source: 'Please rate this service',
    },
    'complaint.subTypeTitle': {
      source: 'What happened with collection?',
    },
    'complaint.subType': { source: 'Sub-type' },
    'complaint.images': { source: 'Images' },
    'complaint.noOrders': {
      source: 'There is no order to complain about',
    },
    'complaint.orderNumber': { source: 'Order {orderNo}' },
    'complaint.notFound': {
      source: 'This complaint was opened without its number',
    },
    'complaint.empty': {
      source: 'You have not sent any complaints',
    },
    'complaint.collectionRouted': {
      source:
        'Our system takes collection complaints only for a loan still being repaid, so this one goes to us as “{type}”, marked as about collection. It is received and answered like any other.',
    },
    // Toasts of this area's pages (the spec's error catalogue, in its wording).
    // A complaint is not a suggestion: ours says what the field wants.
    'toast.fillComments': {
      source: 'Please fill in your comments and suggestions',
      en: 'Tell us what happened before you send.',
    },
    'complaint.aboutLoan': { source: 'About loan {order}, {product}' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof complaintMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
