/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'bindBank.why': '您的借款将打入此账户，账户必须是您本人名下的。',
  'bindBank.title': '收款账户信息',
  'bindBank.saved': '收款账户已保存',
  'bindBank.shellCancelled': '已在应用内取消绑定，未保存任何内容。您可以在此填写您的账户。',
  'bindBank.shellFailed': '应用未能绑定您的账户，未保存任何内容。您可以在此填写您的账户。',
  'bindBank.noFields': '该表单暂不可用',
  'bindBank.cardTypeBank': '银行账户',
  'bindBank.cardTypeWallet': '电子钱包',
  'bindBank.cardTypeOther': '账户类型 {type}',
};

export default translations;
