/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'legacy.alreadyPaying':
    '这笔借款已有一笔还款正在处理，因此没有发起第二笔：不会重复扣款。银行确认后，您的借款会显示这笔还款。',
  'legacy.receiptPending': '已支付，入账中',
  'legacy.title': '银行卡还款',
  'legacy.chooseCard': '付款银行卡',
  'legacy.code': '验证码',
  'legacy.confirm': '确认还款',
  'legacy.getCodeFirst': '请先获取验证码',
  'legacy.codeSent': '验证码已发送至该银行卡预留手机',
  'legacy.cardsFailed': '银行卡列表加载失败',
  'legacy.processingFailed': '还款处理失败，请重试。',
  'legacy.noCards': '暂无可用于还款的银行卡',
  'legacy.done': '还款已提交',
  'legacy.receiptTime': '提交时间',
  'legacy.receiptReference': '参考编号',
  'legacy.receiptNext': '银行确认后，您的借款将显示这笔还款。联系我们时请提供参考编号。',
  'legacy.noCodeNeeded': '此银行卡无需验证码，请点击确认还款。',
  'legacy.bindCard': '绑定银行卡',
  'legacy.home': '返回应用',
  'toast.verificationCodeWrong': '验证码错误',
  'toast.repaymentSubmittedTwice': '请勿重复提交还款请求',
  'toast.chooseBankCard': '请先选择付款银行卡！',
  'toast.wrongVerificationCode': '请输入正确的验证码',
};

export default translations;
