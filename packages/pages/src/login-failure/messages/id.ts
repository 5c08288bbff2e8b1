/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'failure.tryAgain': 'Coba lagi di aplikasi',
  'failure.contactUs': 'Tanyakan alasannya ke layanan pelanggan',
  'failure.failed': 'Kami tidak dapat memasukkan Anda ke pinjaman ini.',
  'failure.noProducts': 'Saat ini tidak ada pinjaman lain yang tersedia untuk Anda.',
  'failure.title': 'Gagal masuk',
};

export default translations;
