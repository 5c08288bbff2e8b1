/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.due': 'Jatuh tempo',
  'ui.dueToday': 'Jatuh tempo hari ini',
  'ui.dayLeft': '1 hari lagi',
  'ui.daysLeft': '{count} hari lagi',
  'ui.overdueByDay': 'Terlambat 1 hari',
  'ui.overdueByDays': 'Terlambat {count} hari',
  'ui.more': 'Selengkapnya',
  'ui.hide': 'Sembunyikan',
  'ui.moreProducts': 'Klik untuk melihat produk lainnya',
  'ui.productUnavailable': 'Tidak tersedia',
  'ui.stars': '{count} bintang',
  'ui.star': '1 bintang',
  'ui.rating': 'Penilaian',
  'ui.agree': 'Setuju',
  'ui.previewImage': 'Lihat gambar {index}',
  'ui.back': 'Kembali',
  'ui.partLoadFailed': 'Bagian halaman ini gagal dimuat.',
};

export default translations;
