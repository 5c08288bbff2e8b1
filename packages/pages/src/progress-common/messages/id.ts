/** Indonesian. Checked against the table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'progress.loanAmount': 'Jumlah pinjaman',
  'progress.takenUpFront': 'Dipotong dari pinjaman di awal',
  'progress.repaid': 'Sudah dibayar',
  'progress.inAll': 'Total yang harus dibayar',
  'progress.left': 'Sisa pinjaman dan bunga',
  'progress.lateGrows': 'Bertambah setiap hari sampai dibayar',
};

export default translations;
