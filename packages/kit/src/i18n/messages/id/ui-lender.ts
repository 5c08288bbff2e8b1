/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.lender': 'Pemberi pinjaman',
  'ui.disclosureAdvisory': 'Baca Pernyataan Pengungkapan dengan saksama sebelum melanjutkan.',
  'ui.readDisclosure': 'Baca Pernyataan Pengungkapan',
  'ui.advertisingAdvisory':
    'Sebelum meminjam, pelajari syarat dan ketentuan dalam Pernyataan Pengungkapan pinjaman Anda.',
};

export default translations;
