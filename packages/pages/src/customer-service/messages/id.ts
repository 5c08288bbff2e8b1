/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'customerService.title': 'Layanan Pelanggan',
  'customerService.telephone': 'Telepon',
  'customerService.call': 'Telepon {phone}',
  'customerService.mail': 'Kirim e-mail ke {email}',
  'customerService.whatsapp': 'WhatsApp',
  'customerService.openChat': 'Buka obrolan',
  'customerService.chat': 'Buka obrolan WhatsApp {phone}',
  'customerService.serviceHours': 'Jam layanan telepon dan chat',
  'customerService.hours': 'Pesan tertulis dan keluhan dijawab dalam {days} hari kerja (Senin sampai Jumat).',
  'customerService.email': 'E-mail',
};

export default translations;
