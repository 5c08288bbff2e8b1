import type { Catalog } from '../catalog';

export const zh: Catalog = {
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.cancel': '取消',
  'common.confirm': '确认',
  'common.close': '关闭',
  'common.errorTitle': '出错了',
  'common.networkError': '网络错误，请检查网络后重试。',
  'common.schemaError': '服务器返回的数据无法识别，请重试。',
  'common.serverError': '服务器暂时无法响应，请重试。',
  'common.empty': '暂无内容',
  'common.unsafeLink': '无法打开此链接',
  'customerService.title': '客服中心',
  'customerService.telephone': '电话',
  'customerService.email': '电子邮箱',
  'customerService.call': '拨打 {phone}',
  'customerService.mail': '发送邮件至 {email}',
  'customerService.hours': '我们会在一个工作日内回复。',
};
