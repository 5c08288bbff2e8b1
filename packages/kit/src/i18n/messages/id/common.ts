/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'common.loading': 'Memuat…',
  'common.retry': 'Coba lagi',
  'common.pageLoadFailed': 'Halaman ini gagal dimuat sepenuhnya. Periksa koneksi Anda lalu coba lagi.',
  'common.tryAgain': 'Coba lagi',
  'common.cancel': 'Batal',
  'common.confirm': 'Konfirmasi',
  'common.close': 'Tutup',
  'common.errorTitle': 'Terjadi kesalahan',
  'common.networkError': 'Kesalahan jaringan. Periksa koneksi Anda dan coba lagi.',
  'common.schemaError': 'Server mengirim data yang tidak dapat dibaca. Silakan coba lagi.',
  'common.internalError': 'Halaman ini tidak dapat mengirimnya. Tutup dan buka kembali.',
  'common.serverError': 'Server tidak dapat menjawab. Silakan coba lagi.',
  'common.empty': 'Belum ada apa-apa',
  'common.unsafeLink': 'Tautan ini tidak dapat dibuka',
  'toast.uploadSucceeded': 'Unggahan berhasil!',
  'toast.ratingSucceeded': 'Penilaian berhasil!',
  'toast.copySuccess': 'Berhasil disalin',
  'toast.wrongMobile': 'Masukkan nomor ponsel yang benar',
  'toast.doNotResend': 'Jangan kirim ulang kode verifikasi',
  'toast.chooseStars': 'Silakan pilih',
};

export default translations;
