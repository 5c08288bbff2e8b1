import { defineMessages } from '../define';

/** Loan confirmation, both variants (part 2 §2.9, §4). */
export const confirmMessages = defineMessages({
  'confirm.title': { source: 'Confirm loan', zh: '确认借款', id: 'Konfirmasi pinjaman' },
  'confirm.amount': { source: 'Loan amount', zh: '借款金额', id: 'Jumlah pinjaman' },
  'confirm.term': { source: 'Term', zh: '期限', id: 'Jangka waktu' },
  'confirm.rate': { source: 'Interest rate', zh: '利率', id: 'Suku bunga' },
  'confirm.plan': { source: 'Payment plan', zh: '还款计划', id: 'Rencana pembayaran' },
  'confirm.next': { source: 'Next', zh: '下一步', id: 'Berikutnya' },
  'confirm.leaveTitle': { source: 'Are you sure you want to leave?', zh: '确定要离开吗？', id: 'Yakin ingin keluar?' },
  'confirm.stay': { source: 'Agree', zh: '同意', id: 'Setuju' },
  'confirm.termValue': { source: '{periods} {unit}', zh: '{periods} {unit}' },
  'confirm.firstPayment': { source: 'First payment', zh: '首次还款', id: 'Pembayaran pertama' },
  'confirm.firstPaymentValue': {
    source: '{date} (day {day})',
    zh: '{date}（第 {day} 天）',
    id: '{date} (hari ke-{day})',
  },
  'confirm.chooseTerm': { source: 'Choose your term', zh: '选择期限', id: 'Pilih jangka waktu' },
  'confirm.smsNotice': {
    source: 'We will send an SMS to your registered number when your loan is submitted.',
    zh: '提交借款后，我们会向您的注册手机号发送短信。',
    id: 'Kami akan mengirim SMS ke nomor terdaftar Anda saat pinjaman diajukan.',
  },
  'confirm.agreementTitle': { source: 'Agreement', zh: '协议', id: 'Perjanjian' },
  'confirm.promoTitle': { source: 'Special offer', zh: '优惠活动', id: 'Penawaran khusus' },
  'confirm.missingProduct': {
    source: 'This page needs a product. Open it again from the app.',
    zh: '此页面缺少产品信息，请从应用重新打开。',
    id: 'Halaman ini memerlukan produk. Buka lagi dari aplikasi.',
  },
});
