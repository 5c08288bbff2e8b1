/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'bindBank.why': 'Pinjaman Anda dibayarkan ke rekening ini, dan rekening harus atas nama Anda sendiri.',
  'bindBank.title': 'Informasi akun pembayaran',
  'bindBank.saved': 'Akun pembayaran Anda tersimpan',
  'bindBank.shellCancelled':
    'Pengikatan di aplikasi dibatalkan dan tidak ada yang disimpan. Anda dapat mengisi akun Anda di sini.',
  'bindBank.shellFailed':
    'Aplikasi tidak dapat mengikat akun Anda dan tidak ada yang disimpan. Anda dapat mengisi akun Anda di sini.',
  'bindBank.noFields': 'Formulir ini belum tersedia',
  'bindBank.cardTypeBank': 'Rekening bank',
  'bindBank.cardTypeWallet': 'Dompet digital',
  'bindBank.cardTypeOther': 'Jenis akun {type}',
};

export default translations;
