import { defineMessages } from '@loan-webview/kit/i18n';

/** Payment account binding. */
export const bindBankMessages = defineMessages(
  {
    'bindBank.title': { source: 'Payment account information' },
    'bindBank.saved': {
      source: 'Your payment account is saved',
    },
    // What a shell of contract 2 answered to startBank, above the page's own form (bank-session.ts).
    'bindBank.shellCancelled': {
      source: 'Binding in the app was cancelled and nothing was saved. You can enter your account here.',
    },
    'bindBank.shellFailed': {
      source: 'The app could not bind your account and nothing was saved. You can enter your account here.',
    },
    'bindBank.noFields': {
      source: 'This form is not available right now',
    },
    'bindBank.cardTypeBank': { source: 'Bank account' },
    'bindBank.cardTypeWallet': { source: 'E-wallet' },
    'bindBank.why': { source: 'Your loan is paid into this account, and it must be in your own name.' },
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
