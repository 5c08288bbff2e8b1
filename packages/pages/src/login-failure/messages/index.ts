import { defineMessages } from '@loan-webview/kit/i18n';

/** The joint login failure page. */
export const failureMessages = defineMessages(
  {
    'failure.title': { source: 'Failed', en: 'Sign-in failed' },
    'failure.failed': { source: 'Failed', en: 'We could not sign you in to this loan.' },
    'failure.tryAgain': { source: 'Try again in the app' },
    'failure.contactUs': { source: 'Ask customer service why' },
    'failure.noProducts': {
      source: 'No other loans are available for you right now.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof failureMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
