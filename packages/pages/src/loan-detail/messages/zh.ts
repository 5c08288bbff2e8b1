/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'loanDetail.title': '订单详情',
  'loanDetail.repay': '立即还款',
  'loanDetail.repayUpper': '立即还款',
  'loanDetail.rollover': '展期还款',
  'loanDetail.fullyRepaid': '已全部还清',
  'loanDetail.shortOfMoney': '需要更多时间？',
  'loanDetail.repayment': '立即还款',
  'loanDetail.borrowAgain': '再借一笔',
  'loanDetail.withdrawTitle': '提现',
  'loanDetail.withdrawNow': '立即提现',
  'loanDetail.bindCardTitle': '绑定收款账户',
  'loanDetail.bindCard': '去绑卡',
  'loanDetail.rateTitle': '给我们评分',
  'loanDetail.rateMessage': '请为我们的应用评分，帮助我们改进服务',
  'loanDetail.rateLabel': '您的评分',
  'loanDetail.submit': '发送',
  'loanDetail.thanksTitle': '谢谢！',
  'loanDetail.thanksMessage': '您的反馈帮助我们改进，我们会继续努力。',
  'loanDetail.ok': '好的',
  'loanDetail.servicePhone': '客服电话',
  'loanDetail.callService': '拨打客服电话 {phone}',
  'loanDetail.missingOrder': '页面缺少订单信息，请从应用中重新打开订单。',
  'loanDetail.goHome': '返回首页',
  'loanDetail.rateNow': '立即评分',
};

export default translations;
