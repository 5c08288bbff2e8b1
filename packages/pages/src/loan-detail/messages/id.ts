/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'loanDetail.title': 'Detail Pesanan',
  'loanDetail.repay': 'Bayar sekarang',
  'loanDetail.repayUpper': 'Bayar sekarang',
  'loanDetail.rollover': 'Perpanjang jatuh tempo',
  'loanDetail.fullyRepaid': 'Lunas',
  'loanDetail.shortOfMoney': 'Butuh waktu lebih lama?',
  'loanDetail.repayment': 'Bayar sekarang',
  'loanDetail.borrowAgain': 'Pinjam Lagi',
  'loanDetail.withdrawTitle': 'Penarikan',
  'loanDetail.withdrawNow': 'Tarik Sekarang',
  'loanDetail.bindCardTitle': 'Hubungkan akun pembayaran',
  'loanDetail.bindCard': 'Hubungkan kartu',
  'loanDetail.rateTitle': 'Beri nilai aplikasi kami',
  'loanDetail.rateMessage': 'Beri nilai aplikasi untuk membantu kami meningkatkan layanan',
  'loanDetail.rateLabel': 'Nilai Anda',
  'loanDetail.submit': 'Kirim',
  'loanDetail.thanksTitle': 'Terima kasih!',
  'loanDetail.thanksMessage': 'Masukan Anda membantu kami menjadi lebih baik.',
  'loanDetail.ok': 'OK',
  'loanDetail.servicePhone': 'Layanan pelanggan',
  'loanDetail.callService': 'Hubungi layanan pelanggan {phone}',
  'loanDetail.missingOrder': 'Halaman ini dibuka tanpa pesanan. Buka kembali pesanan dari aplikasi.',
  'loanDetail.goHome': 'Ke beranda',
  'loanDetail.rateNow': 'Beri nilai sekarang',
};

export default translations;
