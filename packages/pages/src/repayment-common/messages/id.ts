/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'repayment.title': 'Pembayaran',
  'repayment.amount': 'Jumlah pembayaran',
  'repayment.totalPayment': 'Total pembayaran',
  'repayment.paymentMethod': 'Metode pembayaran',
  'repayment.payNow': 'Bayar sekarang',
  'repayment.delayTitle': 'Perpanjangan Pembayaran',
  'repayment.delayAmount': 'Biaya perpanjangan',
  'repayment.plan': 'Rencana pembayaran',
  'repayment.stepPictures': 'Cara membayar, langkah demi langkah dengan gambar',
  'repayment.paymentNotice': 'Pemberitahuan pembayaran',
  'repayment.codeTitle': 'Kode pembayaran',
  'repayment.noSavedCode': 'Belum ada kode pembayaran tersimpan di ponsel ini',
  'repayment.noCode': 'Tautan ini tidak memiliki kode pembayaran. Buka lagi halaman pembayaran di aplikasi.',
  'repayment.offlineSaved': 'Anda sedang offline. Kode ini disimpan pada {date}.',
  'repayment.payWith': 'Bayar lewat {channel}',
  'repayment.offline': 'Anda sedang offline. Tunjukkan kode ini di kasir.',
  'repayment.savedOn': 'Kode disimpan pada {date}',
  'repayment.dueNow': 'Jatuh tempo saat ini',
  'repayment.newDueDate': 'Jatuh tempo baru',
  'repayment.stillOwed': 'Masih terutang setelah pembayaran ini',
  'repayment.extensionCost': 'Biaya hari tambahan',
  'repayment.extensionCostValue': '{fee} untuk {days} hari lagi ({percent} dari utang Anda)',
  'repayment.feeNotPrincipal':
    'Biaya perpanjangan tidak melunasi pinjaman Anda: utang Anda tetap sama, jatuh tempo lebih lambat.',
  'repayment.codeAfterPay': 'Ketuk Bayar sekarang untuk mendapatkan kode {channel} Anda dan cara membayarnya.',
  'repayment.getCode': 'Dapatkan kode dari Pinjaman saya',
};

export default translations;
