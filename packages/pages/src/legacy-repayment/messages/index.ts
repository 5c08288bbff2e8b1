import { defineMessages } from '@loan-webview/kit/i18n';

/** The legacy bank-card repayment store (/legacyRepayment): its own area, so the other repayment pages
 * do not ship its strings. */
export const legacyRepaymentMessages = defineMessages(
  {
    'legacy.title': { source: 'Repay by bank card' },
    'legacy.chooseCard': { source: 'Pay with' },
    'legacy.code': { source: 'Verification code' },
    'legacy.confirm': { source: 'Confirm repayment' },
    'legacy.getCodeFirst': {
      source: 'Get a verification code first',
    },
    'legacy.codeSent': {
      source: 'A verification code was sent to the phone of this card',
    },
    'legacy.cardsFailed': {
      source: 'Your bank cards could not be loaded',
    },
    'legacy.processingFailed': {
      source: 'The repayment could not be processed. Please try again.',
    },
    'legacy.noCards': {
      source: 'No bank card is linked for repayment',
    },
    'legacy.done': {
      source: 'Your repayment was submitted',
    },
    'legacy.alreadyPaying': {
      source:
        'A repayment of this loan is already being processed, so no second one was started: you are not charged twice. Your loan shows it once your bank confirms it.',
    },
    'legacy.receiptPending': { source: 'Paid, being posted' },
    'legacy.receiptTime': { source: 'Submitted' },
    'legacy.receiptReference': { source: 'Reference' },
    'legacy.receiptNext': {
      source: 'Your loan shows this payment once your bank confirms it. Quote the reference if you contact us.',
    },
    'legacy.noCodeNeeded': {
      source: 'No verification code is needed for this card. Tap Confirm repayment.',
    },
    'legacy.bindCard': { source: 'Link a bank card' },
    'legacy.home': { source: 'Back to the app' },
    // Toasts of this area's pages (the spec's error catalogue, in its wording).
    'toast.chooseBankCard': {
      source: '请先选择付款银行卡！',
      en: 'Please choose a bank card first!',
    },
    'toast.wrongVerificationCode': {
      source: '请输入正确的验证码',
      en: 'Please enter a correct verification code',
    },
    'toast.verificationCodeWrong': {
      source: 'verification code wrong',
      en: 'Verification code is wrong',
    },
    'toast.repaymentSubmittedTwice': {
      source: 'do not submit the repayment request twice',
      en: 'This repayment request has already been submitted',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof legacyRepaymentMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
