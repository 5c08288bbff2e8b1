/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'orders.title': '我的借款',
  'orders.empty': '暂无借款',
  'orders.emptyText': '您在应用中申请的借款会显示在这里。',
  'orders.findLoan': '去借款',
  'orders.repay': '还款',
  'orders.orderTitle': '{product} · {order}',
};

export default translations;
