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
