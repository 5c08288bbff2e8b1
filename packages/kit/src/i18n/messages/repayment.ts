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
  'repayment.codeTitle': { source: 'Repayment code', zh: '还款码', id: 'Kode pembayaran' },
  'repayment.noSavedCode': {
    source: 'There is no saved repayment code on this phone yet',
    zh: '本机尚未保存还款码',
    id: 'Belum ada kode pembayaran tersimpan di ponsel ini',
  },
  'repayment.offlineSaved': {
    source: 'You are offline. This code was saved on {date}.',
    zh: '当前离线。此还款码保存于 {date}。',
    id: 'Anda sedang offline. Kode ini disimpan pada {date}.',
  },
  'repayment.offline': {
    source: 'You are offline. Show this code at the counter.',
    zh: '当前离线，可在柜台出示此还款码。',
    id: 'Anda sedang offline. Tunjukkan kode ini di kasir.',
  },
  'legacy.title': { source: 'Repay by bank card', zh: '银行卡还款', id: 'Bayar dengan kartu bank' },
  'legacy.chooseCard': { source: 'Pay with', zh: '付款银行卡', id: 'Bayar dengan' },
  'legacy.code': { source: 'Verification code', zh: '验证码', id: 'Kode verifikasi' },
  'legacy.confirm': { source: 'Confirm repayment', zh: '确认还款', id: 'Konfirmasi pembayaran' },
  'legacy.getCodeFirst': {
    source: 'Get a verification code first',
    zh: '请先获取验证码',
    id: 'Dapatkan kode verifikasi terlebih dahulu',
  },
  'legacy.codeSent': {
    source: 'A verification code was sent to the phone of this card',
    zh: '验证码已发送至该银行卡预留手机',
    id: 'Kode verifikasi telah dikirim ke ponsel kartu ini',
  },
  'legacy.cardsFailed': {
    source: 'Your bank cards could not be loaded',
    zh: '银行卡列表加载失败',
    id: 'Kartu bank Anda tidak dapat dimuat',
  },
  'legacy.processingFailed': {
    source: 'The repayment could not be processed. Please try again.',
    zh: '还款处理失败，请重试。',
    id: 'Pembayaran tidak dapat diproses. Silakan coba lagi.',
  },
  'legacy.noCards': {
    source: 'No bank card is linked for repayment',
    zh: '暂无可用于还款的银行卡',
    id: 'Belum ada kartu bank untuk pembayaran',
  },
  'legacy.done': {
    source: 'Your repayment was submitted',
    zh: '还款已提交',
    id: 'Pembayaran Anda telah dikirim',
  },
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
