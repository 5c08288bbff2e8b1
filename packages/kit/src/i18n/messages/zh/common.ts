/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.pageLoadFailed': '页面未能完成加载，请检查网络后重试。',
  'common.tryAgain': '再试一次',
  'common.cancel': '取消',
  'common.confirm': '确认',
  'common.close': '关闭',
  'common.errorTitle': '出错了',
  'common.networkError': '网络错误，请检查网络后重试。',
  'common.schemaError': '服务器返回的数据无法识别，请重试。',
  'common.internalError': '此页面无法发送该请求，请关闭后重新打开。',
  'common.serverError': '服务器暂时无法响应，请重试。',
  'common.empty': '暂无内容',
  'common.unsafeLink': '无法打开此链接',
  'toast.uploadSucceeded': '上传成功！',
  'toast.ratingSucceeded': '评价成功！',
  'toast.chooseStars': '请选择评分',
  'toast.copySuccess': '复制成功',
  'toast.doNotResend': '请勿重复发送验证码',
  'toast.wrongMobile': '请输入正确的手机号码',
};

export default translations;
