/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.getCode': '获取验证码',
  'ui.secondsLeft': '{seconds}秒',
  'ui.resendIn': '{seconds} 秒后可重新发送',
  'ui.agreePrefix': '我已阅读并同意',
  'ui.addImage': '添加图片',
  'ui.imageCount': '{count}/{max} 张图片',
  'ui.uploading': '上传中…',
  'ui.uploadFailed': '上传失败',
  'ui.removeImage': '删除第 {index} 张图片',
  'ui.notAnImage': '只能上传图片',
  'ui.imageTooLarge': '图片超过 {size} MB',
  'ui.required': '请填写{field}',
  'ui.accountType': '账户类型',
  'ui.next': '下一步',
};

export default translations;
