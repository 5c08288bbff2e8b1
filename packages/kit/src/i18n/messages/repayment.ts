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
});
