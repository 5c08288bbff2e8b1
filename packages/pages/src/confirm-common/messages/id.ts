/** Checked against the page's table by shell/messages.test.ts: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'confirm.title': 'Konfirmasi pinjaman',
  'confirm.amount': 'Jumlah pinjaman',
  'confirm.term': 'Jangka waktu',
  'confirm.rate': 'Suku bunga',
  'confirm.plan': 'Rencana pembayaran',
  'confirm.next': 'Konfirmasi pinjaman {amount}',
  'confirm.leaveTitle': 'Yakin ingin keluar?',
  'confirm.stay': 'Setuju',
  'confirm.termDays': '{periods} hari',
  'confirm.termWeeks': '{periods} minggu',
  'confirm.termMonths': '{periods} bulan',
  'confirm.firstPayment': 'Pembayaran pertama',
  'confirm.firstPaymentValue': '{date} (hari ke-{day})',
  'confirm.chooseTerm': 'Pilih jangka waktu',
  'confirm.detailsInPlan': 'Jumlah yang Anda bayar untuk jangka waktu ini ada di rencana pembayaran di bawah.',
  'confirm.smsNotice': 'Kami akan mengirim SMS ke nomor terdaftar Anda saat pinjaman diajukan.',
  'confirm.agreementTitle': 'Perjanjian',
  'confirm.promoTitle': 'Penawaran khusus',
  'confirm.missingProduct': 'Halaman ini memerlukan produk. Buka lagi dari aplikasi.',
  'confirm.youReceive': 'Anda terima',
  'confirm.totalToRepay': 'Total yang harus dibayar',
  'confirm.amountBy': '{amount} paling lambat {date}',
  'confirm.interestAndFees': 'Bunga dan biaya',
  'confirm.termValue': '{periods} {unit}',
};

export default translations;
