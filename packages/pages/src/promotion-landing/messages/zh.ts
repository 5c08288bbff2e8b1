/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'promotion.phone': '手机号',
  'promotion.captcha': '图形验证码',
  'promotion.refreshCaptcha': '刷新图形验证码',
  'promotion.smsCode': '短信验证码',
  'promotion.apply': '立即申请',
  'promotion.enterPhoneFirst': '请先输入手机号',
  'promotion.defaultTitle': '满足您的资金需求，1 天内给出审批结果',
  'promotion.agreeNotice': '申请只会发送您的手机号，用于开设账户并向您发送验证码，不作他用。',
  'promotion.readAgreement': '您的号码如何被使用',
  'promotion.downloadTitle': '下载应用',
  'promotion.downloadText': '用您的手机号登录 {app}，完成申请。',
  'promotion.googlePlay': '在 Google Play 下载',
  'promotion.appStore': '在 App Store 下载',
  'promotion.searchStore': '请在应用商店搜索 {app}。',
  'promotion.agreementTitle': '注册协议',
  'promotion.agreementText':
    '注册即在 {app} 开设您的账户：您的手机号用于登录和接收验证码。申请不代表同意对您数据的任何其他使用；任何其他用途都会逐项单独征求您的同意，您可以拒绝。',
  'promotion.backToForm': '返回表单',
  'promotion.missingTemplate': '此推广链接不完整，请从广告重新打开。',
  'toast.enterSmsCode': '请输入短信验证码',
  'toast.smsSent': '验证码已发送，请注意查收',
  'toast.registered': '注册成功',
  'toast.networkError': '网络错误',
  'toast.wrongImageCaptcha': '请正确输入图形验证码',
  'toast.alreadyRegistered': '您已注册，请下载APP登录！',
};

export default translations;
