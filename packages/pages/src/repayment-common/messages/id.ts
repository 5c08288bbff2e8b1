/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'repayment.title': 'Pembayaran',
  'repayment.amount': 'Jumlah pembayaran',
  'repayment.totalPayment': 'Total pembayaran',
  'repayment.paymentMethod': 'Metode pembayaran',
  'repayment.payAmount': 'Bayar {amount}',
  'repayment.payVia': 'lewat {channel}',
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
  'repayment.codeAfterPay': 'Ketuk Bayar untuk mendapatkan kode {channel} Anda dan cara membayarnya.',
  'repayment.getCode': 'Dapatkan kode dari Pinjaman saya',
  'repayment.extraDays': 'Hari tambahan',
  'repayment.daysFromDue': '{days} hari lagi setelah jatuh tempo Anda',
  'repayment.daysFromToday': '{days} hari lagi dari hari ini (jatuh tempo Anda sudah lewat)',
  'repayment.feeRate': 'Biaya sebagai bunga bulanan',
  'repayment.perMonth': '{rate} per bulan',
  'repayment.loanEirAfter': 'Suku bunga efektif pinjaman Anda dengan perpanjangan ini',
  'repayment.totalCost': 'Total biaya pinjaman Anda',
  'repayment.totalCostValue': '{cost} dari {borrowed} yang dipinjam ({percent})',
  'repayment.historyUnknown':
    'Pemberi pinjaman tidak mengirim riwayat pinjaman ini, jadi total biayanya tidak dapat ditampilkan di sini. Tanyakan layanan pelanggan sebelum membayar.',
  'repayment.extensionTerms':
    'Dengan membayar {fee}, jatuh tempo Anda pindah ke {to}. Biaya ini tidak melunasi utang Anda: {owed} jatuh tempo pada {to}, dan tidak ada hal lain dalam perjanjian pinjaman Anda yang berubah.',
  'repayment.refusedTitle': 'Perpanjangan ini tidak dapat dibayar',
  'repayment.refused.tooMany': 'Pinjaman ini sudah diperpanjang {count} kali, batas yang diizinkan {lender}.',
  'repayment.refused.totalCost':
    'Dengan perpanjangan ini, total biaya pinjaman Anda akan melewati {cap}% dari jumlah pinjaman, batas yang diizinkan hukum.',
  'repayment.refused.effectiveRate':
    'Dengan perpanjangan ini, suku bunga efektif pinjaman Anda akan melewati {cap}% per bulan, batas yang diizinkan hukum.',
  'repayment.refused.feeRate': 'Biayanya setara {rate} per bulan, lebih dari {cap}% per bulan yang diizinkan hukum.',
  'repayment.refused.noDays':
    'Perpanjangan ini memindahkan jatuh tempo Anda ke {date}, yang sudah lewat: tidak menambah waktu apa pun.',
  'repayment.refusedNext': 'Anda tetap dapat melunasi pinjaman.',
  'repayment.customerService': 'Hubungi layanan pelanggan',
};

export default translations;
