/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'testPreview.title': '测试预览',
  'testPreview.photo': '选择照片',
  'testPreview.contact': '选择联系人',
  'testPreview.location': '获取位置',
  'testPreview.device': '设备与会话',
  'testPreview.remembered': '保存在本设备上；下方每个链接都会带上已填写的字段。',
  'testPreview.pages': '页面',
  'testPreview.deviceApis': '设备功能',
  'testPreview.photoPreview': '已选照片',
  'testPreview.noGeolocation': '此 WebView 不支持定位。',
  'testPreview.locationError': '无法获取位置：{reason}',
  'testPreview.orderList': '订单列表接口',
  'testPreview.callOrders': '调用 order-list',
  'testPreview.answer': '返回结果',
};

export default translations;
