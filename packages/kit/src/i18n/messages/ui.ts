import { defineMessages } from '../define';

/** Component strings. */
export const uiMessages = defineMessages(
  {
    'ui.more': { source: 'More' },
    'ui.hide': { source: 'Hide' },
    'ui.refresh': { source: 'Refresh' },
    'ui.refreshing': { source: 'Refreshing…' },
    'ui.updatedAt': { source: 'Updated {time}' },
    'ui.refreshFailed': { source: 'Could not refresh. This is the status of {time}.' },
    'ui.callFromPhone': { source: 'Your phone did not start the call. Call {phone} from your phone app.' },
    'ui.moreProducts': { source: 'Click to view more products', en: 'More loans for you' },
    'ui.productUnavailable': { source: 'Not available' },
    'ui.stars': { source: '{count, plural, one {# star} other {# stars}}' },
    'ui.rating': { source: 'Rating' },
    'ui.agree': { source: 'Agree' },
    'ui.previewImage': { source: 'View image {index}' },
    'ui.back': { source: 'Back' },
    'ui.partLoadFailed': {
      source: 'This part of the page could not load.',
    },
  },
  { zh: () => import('./zh/ui'), id: () => import('./id/ui'), fil: () => import('./fil/ui') },
);
