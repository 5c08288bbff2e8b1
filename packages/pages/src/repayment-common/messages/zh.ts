/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'repayment.title': '还款',
  'repayment.amount': '还款金额',
  'repayment.totalPayment': '应还总额',
  'repayment.paymentMethod': '支付方式',
  'repayment.payNow': '立即还款',
  'repayment.delayTitle': '展期还款',
  'repayment.delayAmount': '展期费用',
  'repayment.plan': '还款计划',
  'repayment.paymentNotice': '付款须知',
  'repayment.codeTitle': '还款码',
  'repayment.noSavedCode': '本机尚未保存还款码',
  'repayment.noCode': '此链接没有还款码，请在应用中重新打开还款页面。',
  'repayment.offlineSaved': '当前离线。此还款码保存于 {date}。',
  'repayment.payWith': '通过 {channel} 还款',
  'repayment.offline': '当前离线，可在柜台出示此还款码。',
  'repayment.savedOn': '还款码保存于 {date}',
  'repayment.dueNow': '当前到期日',
  'repayment.newDueDate': '新的到期日',
  'repayment.stillOwed': '本次付款后仍欠',
  'repayment.extensionCost': '延长天数的费用',
  'repayment.extensionCostValue': '{fee}，延长 {days} 天（为欠款的 {percent}）',
  'repayment.feeNotPrincipal': '展期费用不会减少您的借款：欠款金额不变，只是到期日延后。',
  'repayment.codeAfterPay': '点击“立即还款”获取您的 {channel} 付款码及付款方式。',
  'repayment.getCode': '在“我的借款”中获取付款码',
};

export default translations;
