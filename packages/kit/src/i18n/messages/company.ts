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
  'company.siteNav': { source: 'Site', zh: '网站导航', id: 'Navigasi situs' },
  'company.tagline': {
    source: 'Small loans, clear terms',
    zh: '小额借款，条款清楚',
    id: 'Pinjaman kecil, ketentuan jelas',
  },
  'company.homeIntro': {
    source:
      'Cash for short-term needs, from an app on your phone: apply in minutes, see every fee before you sign, and pay back the way that suits you.',
    zh: '用手机应用解决短期资金需求：几分钟完成申请，签约前看清每一项费用，按适合您的方式还款。',
    id: 'Dana untuk kebutuhan jangka pendek dari aplikasi di ponsel Anda: ajukan dalam hitungan menit, lihat setiap biaya sebelum tanda tangan, dan bayar dengan cara yang cocok bagi Anda.',
  },
  'company.howItWorks': { source: 'How it works', zh: '如何使用', id: 'Cara kerjanya' },
  'company.howStep1': {
    source: 'Download the app and register with your mobile number.',
    zh: '下载应用并用手机号码注册。',
    id: 'Unduh aplikasi dan daftar dengan nomor ponsel Anda.',
  },
  'company.howStep2': {
    source: 'Apply: we decide within 1 day and show you every figure before you confirm.',
    zh: '提交申请：我们在 1 天内作出决定，并在您确认前展示所有数字。',
    id: 'Ajukan: kami memutuskan dalam 1 hari dan menampilkan setiap angka sebelum Anda mengonfirmasi.',
  },
  'company.howStep3': {
    source: 'Receive the money in your bank or e-wallet account, and repay by the due date.',
    zh: '款项到达您的银行或电子钱包账户，请在到期日前还款。',
    id: 'Terima dana di rekening bank atau e-wallet Anda, dan bayar sebelum jatuh tempo.',
  },
  'company.missionText': {
    source: "We help Filipinos cover life's short-term needs with small loans that are fast, fair and clear.",
    zh: '我们通过快速、公平、清楚的小额借款，帮助菲律宾人应对生活中的短期资金需求。',
    id: 'Kami membantu warga Filipina memenuhi kebutuhan jangka pendek dengan pinjaman kecil yang cepat, adil, dan jelas.',
  },
  'company.ourAdvantages': { source: 'Why borrow with us', zh: '为什么选择我们', id: 'Mengapa meminjam di kami' },
  'company.quickApprovalText': {
    source: 'Apply in minutes in the app; we decide within 1 day.',
    zh: '在应用内几分钟即可申请，我们在 1 天内作出决定。',
    id: 'Ajukan dalam hitungan menit di aplikasi; kami memutuskan dalam 1 hari.',
  },
  'company.transparentFeesText': {
    source: 'Every fee, the total due and each instalment are shown before you confirm. No hidden charges.',
    zh: '确认前展示每一项费用、应还总额和每期还款，没有隐藏费用。',
    id: 'Setiap biaya, total tagihan, dan setiap cicilan ditampilkan sebelum Anda mengonfirmasi. Tanpa biaya tersembunyi.',
  },
  'company.flexibleRepaymentText': {
    source: 'Pay by e-wallet, over the counter or by bank, and extend your due date when you need to.',
    zh: '可通过电子钱包、柜台或银行还款，需要时还可以展期。',
    id: 'Bayar lewat e-wallet, gerai, atau bank, dan perpanjang jatuh tempo bila perlu.',
  },
  'company.safeText': {
    source: 'Your data is protected under the Data Privacy Act of 2012 and never used to shame you into paying.',
    zh: '您的数据受《2012 年数据隐私法》保护，绝不会被用来羞辱催收。',
    id: 'Data Anda dilindungi Data Privacy Act of 2012 dan tidak pernah dipakai untuk mempermalukan Anda agar membayar.',
  },
  'company.nothingHere': { source: 'Nothing here yet', zh: '这里还没有内容', id: 'Belum ada apa-apa di sini' },
  'company.nothingHereText': {
    source: 'This page has no content yet. Your loans and account are in the app.',
    zh: '此页面暂无内容。您的借款和账户信息请在应用中查看。',
    id: 'Halaman ini belum berisi apa pun. Pinjaman dan akun Anda ada di aplikasi.',
  },
  'company.goHome': { source: 'Go to Home', zh: '返回首页', id: 'Ke Beranda' },
  'company.policyFrame': { source: 'Privacy policy', zh: '隐私政策', id: 'Kebijakan privasi' },
  'company.policyOpen': {
    source: 'Open the privacy policy in its own page',
    zh: '在单独页面打开隐私政策',
    id: 'Buka kebijakan privasi di halamannya sendiri',
  },
  'company.policyMissing': {
    source: 'Our full privacy policy is on its own page.',
    zh: '完整的隐私政策在单独的页面上。',
    id: 'Kebijakan privasi lengkap kami ada di halamannya sendiri.',
  },
  'company.policyRead': { source: 'Read the privacy policy', zh: '阅读隐私政策', id: 'Baca kebijakan privasi' },
  'company.contactIntro': {
    source: 'Send us a message and we will get back to you. All fields are required.',
    zh: '给我们留言，我们会尽快回复您。所有字段均为必填。',
    id: 'Kirim pesan kepada kami dan kami akan menghubungi Anda. Semua kolom wajib diisi.',
  },
  'company.contactNoScript': {
    source: 'This form needs JavaScript. You can also reach us by phone or e-mail below.',
    zh: '此表单需要启用 JavaScript。您也可以通过下方的电话或邮箱联系我们。',
    id: 'Formulir ini memerlukan JavaScript. Anda juga dapat menghubungi kami lewat telepon atau e-mail di bawah.',
  },
  'company.contactSentImage': { source: 'Message sent', zh: '留言已发送', id: 'Pesan terkirim' },
  // Toasts of this area's pages (the spec's error catalogue, in its wording).
  'toast.incompleteInformation': {
    source: 'Please provide complete information!',
    zh: '请填写完整信息！',
    id: 'Harap lengkapi informasi!',
  },
});
