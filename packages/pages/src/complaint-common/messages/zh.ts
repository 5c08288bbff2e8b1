/** Checked against the page's table by shell/messages.test.ts: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'complaint.title': '投诉',
  'complaint.myComplaints': '我的投诉',
  'complaint.all': '全部',
  'complaint.chooseOrder': '选择订单',
  'complaint.selectType': '选择问题类型',
  'complaint.problemDescription': '问题描述',
  'complaint.counter': '{count}/{max}',
  'complaint.evidence': '凭证（选填）',
  'complaint.handledWithin': '您的投诉将在 3 个工作日内处理',
  'complaint.send': '发送',
  'complaint.sent': '发送成功',
  'complaint.problemType': '问题类型',
  'complaint.processResult': '处理结果',
  'complaint.staff': '客服团队',
  'complaint.rateService': '请为本次服务评分',
  'complaint.subTypeTitle': '催收遇到了什么问题？',
  'complaint.subType': '子类型',
  'complaint.images': '图片',
  'complaint.noOrders': '暂无可投诉的订单',
  'complaint.orderNumber': '订单 {orderNo}',
  'complaint.notFound': '打开投诉时缺少投诉编号',
  'complaint.empty': '您还没有投诉记录',
  'toast.collectionNotSupported': '所选订单不支持提交催收类投诉',
  'toast.fillComments': '请填写您的意见和建议',
};

export default translations;
