import { defineMessages } from '../define';

export const loanDetailMessages = defineMessages({
  'loanDetail.title': { source: 'Order Details', zh: '订单详情', id: 'Detail Pesanan' },
  'loanDetail.repay': { source: 'Repay', zh: '还款', id: 'Bayar' },
  'loanDetail.repayUpper': { source: 'REPAY', zh: '还款', id: 'BAYAR' },
  'loanDetail.rollover': { source: 'Rollover Repayment', zh: '展期还款', id: 'Perpanjangan Pembayaran' },
  'loanDetail.shortOfMoney': { source: 'Short of money?', zh: '资金紧张？', id: 'Kekurangan dana?' },
  'loanDetail.repayment': { source: 'Repayment', zh: '还款', id: 'Pembayaran' },
  'loanDetail.borrowAgain': { source: 'Borrow Again', zh: '再借一笔', id: 'Pinjam Lagi' },
  'loanDetail.withdrawTitle': { source: 'Withdraw', zh: '提现', id: 'Penarikan' },
  'loanDetail.withdrawNow': { source: 'Withdraw Now', zh: '立即提现', id: 'Tarik Sekarang' },
  'loanDetail.bindCardTitle': { source: 'Bind a payment account', zh: '绑定收款账户', id: 'Hubungkan akun pembayaran' },
  'loanDetail.bindCard': { source: 'Go and bind the card', zh: '去绑卡', id: 'Hubungkan kartu' },
  'loanDetail.rateTitle': { source: 'Rate our app', zh: '给我们评分', id: 'Beri nilai aplikasi kami' },
  'loanDetail.rateMessage': {
    source: 'Please score the app to help us improve our service',
    zh: '请为我们的应用评分，帮助我们改进服务',
    id: 'Beri nilai aplikasi untuk membantu kami meningkatkan layanan',
  },
  'loanDetail.rateLabel': { source: 'Your score', zh: '您的评分', id: 'Nilai Anda' },
  'loanDetail.submit': { source: 'Submit', zh: '提交', id: 'Kirim' },
  'loanDetail.thanksTitle': { source: 'Thank you!', zh: '谢谢！', id: 'Terima kasih!' },
  'loanDetail.thanksMessage': {
    source: 'Your feedback helps us improve. We will keep working on it.',
    zh: '您的反馈帮助我们改进，我们会继续努力。',
    id: 'Masukan Anda membantu kami menjadi lebih baik.',
  },
  'loanDetail.ok': { source: 'OK', zh: '好的', id: 'OK' },
  'loanDetail.servicePhone': { source: 'Customer service', zh: '客服电话', id: 'Layanan pelanggan' },
  'loanDetail.callService': {
    source: 'Call customer service {phone}',
    zh: '拨打客服电话 {phone}',
    id: 'Hubungi layanan pelanggan {phone}',
  },
  'loanDetail.missingOrder': {
    source: 'This page was opened without an order. Open the order again from the app.',
    zh: '页面缺少订单信息，请从应用中重新打开订单。',
    id: 'Halaman ini dibuka tanpa pesanan. Buka kembali pesanan dari aplikasi.',
  },
});
