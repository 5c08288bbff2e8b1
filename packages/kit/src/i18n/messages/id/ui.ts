/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.more': 'Selengkapnya',
  'ui.hide': 'Sembunyikan',
  'ui.refresh': 'Muat ulang',
  'ui.refreshing': 'Memuat ulang…',
  'ui.updatedAt': 'Diperbarui {time}',
  'ui.refreshFailed': 'Tidak dapat memuat ulang. Ini status pada {time}.',
  'ui.callFromPhone': 'Ponsel Anda tidak memulai panggilan. Hubungi {phone} dari aplikasi telepon Anda.',
  'ui.moreProducts': 'Pinjaman lain untuk Anda',
  'ui.productUnavailable': 'Tidak tersedia',
  'ui.stars': '{count} bintang',
  'ui.rating': 'Penilaian',
  'ui.agree': 'Setuju',
  'ui.previewImage': 'Lihat gambar {index}',
  'ui.back': 'Kembali',
  'ui.partLoadFailed': 'Bagian halaman ini gagal dimuat.',
};

export default translations;
