import { defineMessages } from '@loan-webview/kit/i18n';

/** The developer test page. */
export const testPreviewMessages = defineMessages(
  {
    'testPreview.title': { source: 'Test preview' },
    'testPreview.photo': { source: 'Pick a photo' },
    'testPreview.contact': { source: 'Pick a contact' },
    'testPreview.location': { source: 'Get location' },
    'testPreview.device': { source: 'Device and session' },
    'testPreview.remembered': {
      source: 'Remembered on this device; every link below carries the filled fields.',
    },
    'testPreview.pages': { source: 'Pages' },
    'testPreview.deviceApis': { source: 'Device features' },
    'testPreview.photoPreview': { source: 'The picked photo' },
    'testPreview.noGeolocation': {
      source: 'This webview has no geolocation.',
    },
    'testPreview.locationError': {
      source: 'Location unavailable: {reason}',
    },
    'testPreview.orderList': { source: 'Order list call' },
    'testPreview.callOrders': { source: 'Call order-list' },
    'testPreview.answer': { source: 'Answer' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof testPreviewMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
