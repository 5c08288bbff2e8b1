/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'customerService.title': '客服中心',
  'customerService.telephone': '电话',
  'customerService.email': '电子邮箱',
  'customerService.call': '拨打 {phone}',
  'customerService.mail': '发送邮件至 {email}',
  'customerService.whatsapp': 'WhatsApp',
  'customerService.openChat': '打开聊天',
  'customerService.chat': '打开聊天：WhatsApp {phone}',
  'customerService.serviceHours': '电话和聊天服务时间',
  'customerService.hours': '书面留言和投诉将在 {days} 个工作日内（周一至周五）答复。',
};

export default translations;
