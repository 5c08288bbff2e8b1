import { defineMessages } from '@loan-webview/kit/i18n';

export const customerServiceMessages = defineMessages(
  {
    'customerService.title': { source: 'Customer Service' },
    'customerService.telephone': { source: 'Telephone' },
    'customerService.email': { source: 'E-mail' },
    'customerService.call': { source: 'Call {phone}' },
    'customerService.mail': {
      source: 'Send an e-mail to {email}',
    },
    'customerService.whatsapp': { source: 'WhatsApp' },
    'customerService.openChat': { source: 'Open chat' },
    'customerService.chat': { source: 'Open chat on WhatsApp with {phone}' },
    'customerService.serviceHours': { source: 'Phone and chat hours' },
    'customerService.hours': {
      source:
        'Written messages and complaints are answered within {days, plural, one {# working day} other {# working days}} (Monday to Friday).',
    },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof customerServiceMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
