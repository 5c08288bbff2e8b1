/** Checked against the page's table by shell/messages.test.ts: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'confirm.title': '确认借款',
  'confirm.amount': '借款金额',
  'confirm.term': '期限',
  'confirm.rate': '利率',
  'confirm.plan': '还款计划',
  'confirm.next': '确认借款 {amount}',
  'confirm.leaveTitle': '确定要离开吗？',
  'confirm.stay': '同意',
  'confirm.termValue': '{periods} {unit}',
  'confirm.termDays': '{periods} 天',
  'confirm.termWeeks': '{periods} 周',
  'confirm.termMonths': '{periods} 个月',
  'confirm.firstPayment': '首次还款',
  'confirm.firstPaymentValue': '{date}（第 {day} 天）',
  'confirm.chooseTerm': '选择期限',
  'confirm.detailsInPlan': '该期限的应还金额见下方还款计划。',
  'confirm.smsNotice': '提交借款后，我们会向您的注册手机号发送短信。',
  'confirm.agreementTitle': '协议',
  'confirm.promoTitle': '优惠活动',
  'confirm.missingProduct': '此页面缺少产品信息，请从应用重新打开。',
  'confirm.youReceive': '到账金额',
  'confirm.totalToRepay': '应还总额',
  'confirm.amountBy': '{amount}，{date} 前还清',
  'confirm.interestAndFees': '利息和费用',
};

export default translations;
