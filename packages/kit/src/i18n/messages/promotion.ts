import { defineMessages } from '../define';

/** Promotion registration landing (part 2 §2.1, §4, §5). */
export const promotionMessages = defineMessages({
  'promotion.phone': { source: 'Mobile number', zh: '手机号', id: 'Nomor ponsel' },
  'promotion.captcha': { source: 'Image captcha', zh: '图形验证码', id: 'Captcha gambar' },
  'promotion.refreshCaptcha': { source: 'Refresh the image captcha', zh: '刷新图形验证码', id: 'Muat ulang captcha' },
  'promotion.smsCode': { source: 'SMS code', zh: '短信验证码', id: 'Kode SMS' },
  'promotion.apply': { source: 'Apply now', zh: '立即申请', id: 'Ajukan sekarang' },
  'promotion.enterPhoneFirst': {
    source: 'Enter your mobile number first',
    zh: '请先输入手机号',
    id: 'Masukkan nomor ponsel terlebih dahulu',
  },
  'promotion.defaultTitle': {
    source: 'Cash for what you need, in minutes',
    zh: '几分钟拿到您需要的现金',
    id: 'Dana untuk kebutuhan Anda, dalam hitungan menit',
  },
  'promotion.agreeNotice': {
    source: 'By applying you agree to the registration agreement.',
    zh: '申请即表示您同意注册协议。',
    id: 'Dengan mengajukan, Anda menyetujui perjanjian pendaftaran.',
  },
  'promotion.readAgreement': { source: 'Read the agreement', zh: '阅读协议', id: 'Baca perjanjian' },
  'promotion.downloadTitle': { source: 'Download the app', zh: '下载应用', id: 'Unduh aplikasi' },
  'promotion.downloadText': {
    source: 'Log in to {app} with your mobile number to finish your application.',
    zh: '用您的手机号登录 {app}，完成申请。',
    id: 'Masuk ke {app} dengan nomor ponsel Anda untuk menyelesaikan pengajuan.',
  },
  'promotion.googlePlay': { source: 'Get it on Google Play', zh: '在 Google Play 下载', id: 'Dapatkan di Google Play' },
  'promotion.appStore': { source: 'Download on the App Store', zh: '在 App Store 下载', id: 'Unduh di App Store' },
  'promotion.searchStore': {
    source: 'Search for {app} in your app store.',
    zh: '请在应用商店搜索 {app}。',
    id: 'Cari {app} di toko aplikasi Anda.',
  },
  'promotion.agreementTitle': { source: 'Registration agreement', zh: '注册协议', id: 'Perjanjian pendaftaran' },
  'promotion.agreementText': {
    source:
      'Registering creates your account with {app} under the loan terms and the privacy policy below. Your mobile number is used to log in and to send you verification codes.',
    zh: '注册即在 {app} 创建账户，并适用以下贷款条款和隐私政策。您的手机号用于登录和接收验证码。',
    id: 'Pendaftaran membuat akun Anda di {app} berdasarkan syarat pinjaman dan kebijakan privasi di bawah. Nomor ponsel Anda dipakai untuk masuk dan menerima kode verifikasi.',
  },
  'promotion.backToForm': { source: 'Back to the form', zh: '返回表单', id: 'Kembali ke formulir' },
  'promotion.missingTemplate': {
    source: 'This promotion link is incomplete. Open it again from the ad.',
    zh: '此推广链接不完整，请从广告重新打开。',
    id: 'Tautan promosi ini tidak lengkap. Buka lagi dari iklan.',
  },
  // Toasts of this area's pages (the spec's error catalogue, in its wording).
  'toast.wrongImageCaptcha': {
    source: '请正确输入图形验证码',
    en: 'Please enter the image captcha correctly',
    id: 'Masukkan captcha gambar dengan benar',
  },
  'toast.enterSmsCode': { source: 'Please enter the SMS code', zh: '请输入短信验证码', id: 'Masukkan kode SMS' },
  'toast.smsSent': {
    source: 'The verification code has been sent, please check your phone',
    zh: '验证码已发送，请注意查收',
    id: 'Kode verifikasi telah dikirim, silakan periksa ponsel Anda',
  },
  'toast.alreadyRegistered': {
    source: '您已注册，请下载APP登录！',
    en: 'You have registered, please download the APP to log in!',
    id: 'Anda sudah terdaftar, silakan unduh aplikasi untuk masuk!',
  },
  'toast.registered': {
    source: 'registration successful',
    en: 'Registration successful',
    zh: '注册成功',
    id: 'Pendaftaran berhasil',
  },
  'toast.networkError': { source: 'error', en: 'Network error', zh: '网络错误', id: 'Kesalahan jaringan' },
});
