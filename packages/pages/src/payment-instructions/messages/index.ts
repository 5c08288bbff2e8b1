import { defineMessages } from '@loan-webview/kit/i18n';

/**
 * The Dragonpay payment instructions page. The spec shows no text for it: these are
 * instructions written for borrowers, following how GCash, Maya and the over-the-counter outlets take a
 * Dragonpay bill payment (ADR 0037).
 */
export const paymentInstructionsMessages = defineMessages(
  {
    'instructions.yourCode': { source: 'Your payment' },
    'instructions.payCode': { source: 'Pay code' },
    'instructions.amount': { source: 'Amount' },
    'instructions.copy': { source: 'Copy' },
    'instructions.copied': { source: 'Copied:' },
    'instructions.title': { source: 'How to pay your loan' },
    'instructions.intro': {
      source:
        'Pay with the reference number (pay code) the app gave you, for the exact amount due, before the due date. E-wallet payments usually show in the app within minutes; over-the-counter payments can take up to one banking day.',
    },
    'instructions.contents': { source: 'On this page' },
    'instructions.ewallet': {
      source: 'Pay with an e-wallet (GCash, Maya)',
    },
    'instructions.ewalletShort': { source: 'E-wallet' },
    'instructions.ewallet1': {
      source: 'Open your GCash or Maya app and log in.',
    },
    'instructions.ewallet2': {
      source: 'Tap Bills. In GCash, then choose Payment Solutions; in Maya, use the search.',
    },
    'instructions.ewallet3': {
      source: 'Search for Dragonpay and choose it as the biller.',
    },
    'instructions.ewallet4': {
      source:
        'Enter the reference number exactly as the app shows it, then the amount due. Check both before you continue.',
    },
    'instructions.ewallet5': {
      source: 'Tap Pay or Confirm. Keep the receipt or a screenshot until the payment shows in your loan app.',
    },
    'instructions.otc': {
      source: 'Pay over the counter (7-Eleven, Cebuana Lhuillier, M Lhuillier)',
    },
    'instructions.otcShort': { source: 'Over the counter' },
    'instructions.otc1': {
      source:
        'Go to a 7-Eleven store or a Cebuana Lhuillier or M Lhuillier branch with the reference number and the amount due in cash.',
    },
    'instructions.otc2': {
      source:
        'At 7-Eleven, use the CLiQQ kiosk or tell the cashier you are paying a Dragonpay bill. At Cebuana Lhuillier or M Lhuillier, fill in the bills payment form with Dragonpay as the biller.',
    },
    'instructions.otc3': {
      source:
        'Give the reference number and the amount due, and pay in cash. The outlet may charge a small service fee.',
    },
    'instructions.otc4': {
      source:
        'Check the reference number and the amount on the receipt, and keep it until the payment shows in your loan app.',
    },
    'instructions.tips': { source: 'Before you pay' },
    'instructions.tip1': {
      source: 'Use the reference number of this loan only: each code is for one payment.',
    },
    'instructions.tip2': {
      source: 'Pay the exact amount due: a smaller amount may not settle your bill.',
    },
    'instructions.tip3': {
      source: 'Pay before the due date to avoid penalties.',
    },
    'instructions.tip4': {
      source: 'We never ask for your PIN, MPIN or one-time password. Do not share them with anyone.',
    },
    'instructions.tip5': {
      source: 'If your payment does not show within one banking day, write to {email} with your receipt.',
    },
    'instructions.enlarge': {
      source: 'Enlarge the picture: {section}, step {step}',
    },
    'instructions.picture': {
      source: 'Picture: {section}, step {step}',
    },
    'instructions.close': {
      source: 'Close the picture',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof paymentInstructionsMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
