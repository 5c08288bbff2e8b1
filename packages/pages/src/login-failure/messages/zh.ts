/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'failure.tryAgain': '返回应用重试',
  'failure.contactUs': '询问客服原因',
  'failure.failed': '我们无法为您登录此借款。',
  'failure.noProducts': '目前没有其他可申请的借款。',
  'failure.title': '登录失败',
};

export default translations;
