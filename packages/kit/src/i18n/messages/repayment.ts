import { defineMessages } from '../define';

/** Repayment pages, repayment codes and instructions (part 2 §2.4-§2.8, §4). */
export const repaymentMessages = defineMessages({
  'repayment.title': { source: 'Repayment', zh: '还款', id: 'Pembayaran' },
  'repayment.amount': { source: 'Repayment amount', zh: '还款金额', id: 'Jumlah pembayaran' },
  'repayment.dueDate': { source: 'Due date', zh: '到期日', id: 'Tanggal jatuh tempo' },
  'repayment.totalPayment': { source: 'Total payment', zh: '应还总额', id: 'Total pembayaran' },
  'repayment.paymentMethod': { source: 'Payment method', zh: '支付方式', id: 'Metode pembayaran' },
  'repayment.payNow': { source: 'Pay now', zh: '立即还款', id: 'Bayar sekarang' },
  'repayment.delayTitle': { source: 'Rollover Repayment', zh: '展期还款', id: 'Perpanjangan Pembayaran' },
  'repayment.delayAmount': { source: 'Extension fee', zh: '展期费用', id: 'Biaya perpanjangan' },
  'repayment.nextPaymentDate': { source: 'Next payment date', zh: '下次还款日', id: 'Tanggal pembayaran berikutnya' },
  'repayment.plan': { source: 'Repayment plan', zh: '还款计划', id: 'Rencana pembayaran' },
  'repayment.paymentNotice': { source: 'Payment notice', zh: '付款须知', id: 'Pemberitahuan pembayaran' },
  'repayment.instructions': { source: 'Payment instructions', zh: '付款说明', id: 'Petunjuk pembayaran' },
  'repayment.eWalletSteps': {
    source: 'Pay with an e-wallet (bills pay)',
    zh: '电子钱包缴费',
    id: 'Bayar dengan dompet digital',
  },
  'repayment.storeSteps': { source: 'Pay at a store', zh: '门店付款', id: 'Bayar di toko' },
  // Toasts of this area's pages (the spec's error catalogue, in its wording).
  'toast.chooseBankCard': {
    source: '请先选择付款银行卡！',
    en: 'Please choose a bank card first!',
    id: 'Pilih kartu bank terlebih dahulu!',
  },
  'toast.wrongVerificationCode': {
    source: '请输入正确的验证码',
    en: 'Please enter a correct verification code',
    id: 'Masukkan kode verifikasi yang benar',
  },
  'toast.verificationCodeWrong': {
    source: 'verification code wrong',
    en: 'Verification code is wrong',
    zh: '验证码错误',
    id: 'Kode verifikasi salah',
  },
  'toast.repaymentSubmittedTwice': {
    source: 'do not submit the repayment request twice',
    en: 'This repayment request has already been submitted',
    zh: '请勿重复提交还款请求',
    id: 'Jangan kirim permintaan pembayaran dua kali',
  },
});
