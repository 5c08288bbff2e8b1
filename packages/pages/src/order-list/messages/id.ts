/** Checked against the page's table by shell/messages.test.ts: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'orders.title': 'Pinjaman saya',
  'orders.empty': 'Belum ada pinjaman',
  'orders.emptyText': 'Pinjaman yang Anda ajukan di aplikasi akan muncul di sini.',
  'orders.findLoan': 'Cari pinjaman',
  'orders.orderTitle': '{product} · {order}',
};

export default translations;
