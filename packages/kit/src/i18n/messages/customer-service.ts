import { defineMessages } from '../define';

export const customerServiceMessages = defineMessages({
  'customerService.title': { source: 'Customer Service', zh: '客服中心', id: 'Layanan Pelanggan' },
  'customerService.telephone': { source: 'Telephone', zh: '电话', id: 'Telepon' },
  'customerService.email': { source: 'E-mail', zh: '电子邮箱' },
  'customerService.call': { source: 'Call {phone}', zh: '拨打 {phone}', id: 'Telepon {phone}' },
  'customerService.mail': {
    source: 'Send an e-mail to {email}',
    zh: '发送邮件至 {email}',
    id: 'Kirim e-mail ke {email}',
  },
  'customerService.hours': {
    source: 'We reply within one working day.',
    zh: '我们会在一个工作日内回复。',
    id: 'Kami membalas dalam satu hari kerja.',
  },
});
