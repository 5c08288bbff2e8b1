/** Checked against the page's table by shell/messages.test.ts: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'failure.failed': 'Gagal',
  'failure.noProducts': 'Saat ini tidak ada pinjaman lain yang tersedia untuk Anda.',
};

export default translations;
