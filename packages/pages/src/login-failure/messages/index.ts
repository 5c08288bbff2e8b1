import { defineMessages } from '@loan-webview/kit/i18n';

/** The joint login failure page. */
export const failureMessages = defineMessages(
  {
    'failure.failed': { source: 'Failed' },
    'failure.noProducts': {
      source: 'No other loans are available for you right now.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);
