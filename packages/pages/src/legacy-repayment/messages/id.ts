/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'legacy.alreadyPaying':
    'Pembayaran untuk pinjaman ini sedang diproses, jadi tidak ada pembayaran kedua yang dimulai: Anda tidak ditagih dua kali. Pinjaman Anda menampilkannya setelah bank mengonfirmasi.',
  'legacy.receiptPending': 'Dibayar, sedang diproses',
  'legacy.title': 'Bayar dengan kartu bank',
  'legacy.chooseCard': 'Bayar dengan',
  'legacy.code': 'Kode verifikasi',
  'legacy.confirm': 'Konfirmasi pembayaran',
  'legacy.getCodeFirst': 'Dapatkan kode verifikasi terlebih dahulu',
  'legacy.codeSent': 'Kode verifikasi telah dikirim ke ponsel kartu ini',
  'legacy.cardsFailed': 'Kartu bank Anda tidak dapat dimuat',
  'legacy.processingFailed': 'Pembayaran tidak dapat diproses. Silakan coba lagi.',
  'legacy.noCards': 'Belum ada kartu bank untuk pembayaran',
  'legacy.done': 'Pembayaran Anda telah dikirim',
  'legacy.receiptTime': 'Dikirim',
  'legacy.receiptReference': 'Referensi',
  'legacy.receiptNext':
    'Pinjaman Anda akan menampilkan pembayaran ini setelah bank Anda mengonfirmasinya. Sebutkan referensi jika Anda menghubungi kami.',
  'legacy.noCodeNeeded': 'Kartu ini tidak memerlukan kode verifikasi. Ketuk Konfirmasi pembayaran.',
  'legacy.bindCard': 'Tautkan kartu bank',
  'legacy.home': 'Kembali ke aplikasi',
  'toast.chooseBankCard': 'Pilih kartu bank terlebih dahulu!',
  'toast.wrongVerificationCode': 'Masukkan kode verifikasi yang benar',
  'toast.verificationCodeWrong': 'Kode verifikasi salah',
  'toast.repaymentSubmittedTwice': 'Jangan kirim permintaan pembayaran dua kali',
};

export default translations;
