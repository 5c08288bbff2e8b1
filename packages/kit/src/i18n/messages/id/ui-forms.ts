/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.getCode': 'Dapatkan kode verifikasi',
  'ui.secondsLeft': '{seconds} dtk',
  'ui.resendIn': 'Kirim ulang dalam {seconds} detik',
  'ui.agreePrefix': 'Saya telah membaca dan menyetujui',
  'ui.addImage': 'Tambah gambar',
  'ui.imageCount': '{count}/{max} gambar',
  'ui.uploading': 'Mengunggah…',
  'ui.uploadFailed': 'Unggahan gagal',
  'ui.removeImage': 'Hapus gambar {index}',
  'ui.notAnImage': 'Hanya gambar yang dapat diunggah',
  'ui.imageTooLarge': 'Gambar lebih dari {size} MB',
  'ui.required': '{field} wajib diisi',
  'ui.accountType': 'Jenis akun',
  'ui.next': 'Berikutnya',
};

export default translations;
