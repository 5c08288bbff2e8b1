/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'bindBank.title': 'Informasi akun pembayaran',
  'bindBank.saved': 'Akun pembayaran Anda tersimpan',
  'bindBank.noFields': 'Formulir ini belum tersedia',
  'bindBank.cardTypeBank': 'Rekening bank',
  'bindBank.cardTypeWallet': 'Dompet digital',
  'bindBank.cardTypeOther': 'Jenis akun {type}',
};

export default translations;
