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
});
