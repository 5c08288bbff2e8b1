import { defineMessages } from '@loan-webview/kit/i18n';

/** Payment account binding. */
export const bindBankMessages = defineMessages(
  {
    'bindBank.title': { source: 'Payment account information' },
    'bindBank.saved': {
      source: 'Your payment account is saved',
    },
    'bindBank.noFields': {
      source: 'This form is not available right now',
    },
    'bindBank.cardTypeBank': { source: 'Bank account' },
    'bindBank.cardTypeWallet': { source: 'E-wallet' },
    'bindBank.cardTypeOther': { source: 'Account type {type}' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof bindBankMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
