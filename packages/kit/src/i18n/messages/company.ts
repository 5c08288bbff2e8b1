import { defineMessages } from '../define';

/** Company public site and its pages (part 1 §2.2, §2.3). */
export const companyMessages = defineMessages({
  'company.home': { source: 'Home', zh: '首页', id: 'Beranda' },
  'company.aboutUs': { source: 'About us', zh: '关于我们', id: 'Tentang kami' },
  'company.privacyPolicy': { source: 'Privacy Policy', zh: '隐私政策', id: 'Kebijakan Privasi' },
  'company.loanTerms': { source: 'Loan terms and conditions', zh: '贷款条款', id: 'Syarat dan ketentuan pinjaman' },
  'company.contactUs': { source: 'Contact Us', zh: '联系我们', id: 'Hubungi Kami' },
  'company.address': { source: 'Address', zh: '地址', id: 'Alamat' },
  'company.phone': { source: 'Phone', zh: '电话', id: 'Telepon' },
  'company.email': { source: 'E-mail', zh: '邮箱' },
  'company.copyright': {
    source: '© {year} {company}. All rights reserved.',
    zh: '© {year} {company} 版权所有',
    id: '© {year} {company}. Hak cipta dilindungi.',
  },
  'company.fullName': { source: 'Full name', zh: '姓名', id: 'Nama lengkap' },
  'company.phoneNumber': { source: 'Phone number', zh: '手机号码', id: 'Nomor telepon' },
  'company.message': { source: 'Message', zh: '留言', id: 'Pesan' },
  'company.send': { source: 'Send', zh: '发送', id: 'Kirim' },
  'company.contactSent': {
    source: 'Thank you! We will get back to you soon.',
    zh: '谢谢！我们会尽快回复您。',
    id: 'Terima kasih! Kami akan segera menghubungi Anda.',
  },
  'company.mission': { source: 'Our mission', zh: '我们的使命', id: 'Misi kami' },
  'company.quickApproval': { source: 'Quick approval', zh: '快速审批', id: 'Persetujuan cepat' },
  'company.transparentFees': { source: 'Transparent fees', zh: '费用透明', id: 'Biaya transparan' },
  'company.flexibleRepayment': { source: 'Flexible repayment', zh: '灵活还款', id: 'Pembayaran fleksibel' },
  'company.safe': { source: 'Safe', zh: '安全', id: 'Aman' },
  'company.supportEmail': { source: 'Support e-mail', zh: '客服邮箱', id: 'E-mail dukungan' },
  // Toasts of this area's pages (the spec's error catalogue, in its wording).
  'toast.incompleteInformation': {
    source: 'Please provide complete information!',
    zh: '请填写完整信息！',
    id: 'Harap lengkapi informasi!',
  },
});
