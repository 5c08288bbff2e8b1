import { defineMessages } from '@loan-webview/kit/i18n';

/** The order list (route orderUrl, /theSuch): the spec names the route and shows no page. */
export const orderListMessages = defineMessages(
  {
    'orders.title': { source: 'My loans' },
    'orders.orderTitle': { source: '{product} · {order}' },
    'orders.empty': { source: 'No loans yet' },
    'orders.findLoan': { source: 'Find a loan' },
    'orders.repay': { source: 'Repay' },
    'orders.emptyText': {
      source: 'Loans you apply for in the app will appear here.',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof orderListMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
