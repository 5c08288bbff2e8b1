/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'bindBank.title': 'Informasi akun pembayaran',
  'bindBank.saved': 'Akun pembayaran Anda tersimpan',
  'bindBank.noFields': 'Formulir ini belum tersedia',
  'bindBank.cardTypeBank': 'Rekening bank',
  'bindBank.cardTypeWallet': 'Dompet digital',
  'bindBank.cardTypeOther': 'Jenis akun {type}',
};

export default translations;
