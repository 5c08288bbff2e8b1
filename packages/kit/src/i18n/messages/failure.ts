import { defineMessages } from '../define';

/** Joint login failure page and the developer test page. */
export const failureMessages = defineMessages(
  {
    'failure.failed': { source: 'Failed' },
    'failure.noProducts': {
      source: 'No other loans are available for you right now.',
    },
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
  { zh: () => import('./zh/failure'), id: () => import('./id/failure') },
);
