/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'promotion.phone': 'Nomor ponsel',
  'promotion.captcha': 'Captcha gambar',
  'promotion.refreshCaptcha': 'Muat ulang captcha',
  'promotion.smsCode': 'Kode SMS',
  'promotion.apply': 'Ajukan sekarang',
  'promotion.enterPhoneFirst': 'Masukkan nomor ponsel terlebih dahulu',
  'promotion.defaultTitle': 'Dana untuk kebutuhan Anda, dengan keputusan dalam 1 hari',
  'promotion.agreeNotice':
    'Mengajukan hanya mengirim nomor ponsel Anda untuk membuka akun dan mengirimi Anda kode, tidak lebih.',
  'promotion.readAgreement': 'Cara nomor Anda digunakan',
  'promotion.downloadTitle': 'Unduh aplikasi',
  'promotion.downloadText': 'Masuk ke {app} dengan nomor ponsel Anda untuk menyelesaikan pengajuan.',
  'promotion.googlePlay': 'Dapatkan di Google Play',
  'promotion.appStore': 'Unduh di App Store',
  'promotion.searchStore': 'Cari {app} di toko aplikasi Anda.',
  'promotion.agreementTitle': 'Perjanjian pendaftaran',
  'promotion.agreementText':
    'Mendaftar membuka akun Anda di {app}: nomor ponsel Anda dipakai untuk masuk dan menerima kode verifikasi. Mengajukan bukan persetujuan atas penggunaan lain data Anda; penggunaan lain diminta terpisah, masing-masing sendiri, dan Anda boleh menolak.',
  'promotion.backToForm': 'Kembali ke formulir',
  'promotion.missingTemplate': 'Tautan promosi ini tidak lengkap. Buka lagi dari iklan.',
  'toast.wrongImageCaptcha': 'Masukkan captcha gambar dengan benar',
  'toast.enterSmsCode': 'Masukkan kode SMS',
  'toast.smsSent': 'Kode verifikasi telah dikirim, silakan periksa ponsel Anda',
  'toast.alreadyRegistered': 'Anda sudah terdaftar, silakan unduh aplikasi untuk masuk!',
  'toast.registered': 'Pendaftaran berhasil',
  'toast.networkError': 'Kesalahan jaringan',
};

export default translations;
