import { defineMessages } from '../define';

/** Repayment pages, repayment codes and instructions (part 2 §2.4-§2.8, §4). */
export const repaymentMessages = defineMessages(
  {
    'repayment.title': { source: 'Repayment' },
    'repayment.amount': { source: 'Repayment amount' },
    'repayment.dueDate': { source: 'Due date' },
    'repayment.totalPayment': { source: 'Total payment' },
    'repayment.paymentMethod': { source: 'Payment method' },
    'repayment.payNow': { source: 'Pay now' },
    'repayment.delayTitle': { source: 'Rollover Repayment' },
    'repayment.delayAmount': { source: 'Extension fee' },
    'repayment.nextPaymentDate': { source: 'Next payment date' },
    'repayment.plan': { source: 'Repayment plan' },
    'repayment.paymentNotice': { source: 'Payment notice' },
    'repayment.instructions': { source: 'Payment instructions' },
    'repayment.eWalletSteps': {
      source: 'Pay with an e-wallet (bills pay)',
    },
    'repayment.storeSteps': { source: 'Pay at a store' },
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
    'repayment.offline': {
      source: 'You are offline. Show this code at the counter.',
    },
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
  { zh: () => import('./zh/repayment'), id: () => import('./id/repayment') },
);
