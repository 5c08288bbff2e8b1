/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'customerService.title': 'Serbisyo sa customer',
  'customerService.telephone': 'Telepono',
  'customerService.email': 'E-mail',
  'customerService.call': 'Tawagan ang {phone}',
  'customerService.mail': 'Mag-e-mail sa {email}',
  'customerService.whatsapp': 'WhatsApp',
  'customerService.openChat': 'Buksan ang chat',
  'customerService.chat': 'Makipag-chat sa WhatsApp sa {phone}',
  'customerService.serviceHours': 'Oras ng tawag at chat',
  'customerService.hours':
    'Sinasagot ang mga nakasulat na mensahe at reklamo sa loob ng {days} working days (Lunes hanggang Biyernes).',
};

export default translations;
