/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'orders.title': 'Pinjaman saya',
  'orders.empty': 'Belum ada pinjaman',
  'orders.emptyText': 'Pinjaman yang Anda ajukan di aplikasi akan muncul di sini.',
  'orders.findLoan': 'Cari pinjaman',
  'orders.repay': 'Bayar',
  'orders.orderTitle': '{product} · {order}',
};

export default translations;
