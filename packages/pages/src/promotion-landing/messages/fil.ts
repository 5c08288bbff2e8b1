/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'promotion.phone': 'Numero ng mobile',
  'promotion.captcha': 'Captcha sa larawan',
  'promotion.refreshCaptcha': 'Palitan ang captcha sa larawan',
  'promotion.smsCode': 'Code sa SMS',
  'promotion.apply': 'Mag-apply na',
  'promotion.enterPhoneFirst': 'Ilagay muna ang iyong mobile number',
  'promotion.defaultTitle': 'Pera para sa kailangan mo, may desisyon sa loob ng 1 araw',
  'promotion.agreeNotice':
    'Ipinapadala ng pag-apply ang mobile number mo para buksan ang account mo at padalhan ka ng code, at wala nang iba.',
  'promotion.readAgreement': 'Paano ginagamit ang number mo',
  'promotion.downloadTitle': 'I-download ang app',
  'promotion.downloadText': 'Mag-log in sa {app} gamit ang iyong mobile number para matapos ang iyong application.',
  'promotion.googlePlay': 'Kunin sa Google Play',
  'promotion.appStore': 'I-download sa App Store',
  'promotion.searchStore': 'Hanapin ang {app} sa iyong app store.',
  'promotion.agreementTitle': 'Kasunduan sa pagpaparehistro',
  'promotion.agreementText':
    'Binubuksan ng pagpaparehistro ang account mo sa {app}: ginagamit ang mobile number mo para i-log in ka at padalhan ng verification code. Hindi pagpayag sa iba pang gamit ng data mo ang pag-apply; hihingin nang hiwalay ang anumang higit pa, bawat gamit nang mag-isa, at puwede kang tumanggi.',
  'promotion.backToForm': 'Bumalik sa form',
  'promotion.missingTemplate': 'Kulang ang promotion link na ito. Buksan itong muli mula sa ad.',
  'toast.wrongImageCaptcha': 'Ilagay nang tama ang captcha sa larawan',
  'toast.enterSmsCode': 'Ilagay ang code sa SMS',
  'toast.smsSent': 'Naipadala na ang verification code, tingnan ang iyong phone',
  'toast.alreadyRegistered': 'Nakarehistro ka na, i-download ang app para mag-log in!',
  'toast.registered': 'Matagumpay ang pagpaparehistro',
  'toast.networkError': 'May problema sa network',
};

export default translations;
