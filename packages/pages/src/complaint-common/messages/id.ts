/** Checked against the page's table by shell/messages.test.ts: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'complaint.title': 'Pengaduan',
  'complaint.myComplaints': 'Pengaduan saya',
  'complaint.all': 'Semua',
  'complaint.chooseOrder': 'Pilih pesanan',
  'complaint.selectType': 'Pilih jenis pertanyaan',
  'complaint.problemDescription': 'Deskripsi masalah',
  'complaint.counter': '{count}/{max}',
  'complaint.evidence': 'Bukti (opsional)',
  'complaint.handledWithin': 'Pengaduan Anda akan ditangani dalam 3 hari kerja',
  'complaint.send': 'Kirim',
  'complaint.sent': 'Berhasil Dikirim',
  'complaint.problemType': 'Jenis Masalah',
  'complaint.processResult': 'Hasil Proses',
  'complaint.staff': 'Tim layanan pelanggan',
  'complaint.rateService': 'Silakan nilai layanan ini',
  'complaint.subTypeTitle': 'Apa yang terjadi dengan penagihan?',
  'complaint.subType': 'Sub-jenis',
  'complaint.images': 'Gambar',
  'complaint.noOrders': 'Tidak ada pesanan untuk diadukan',
  'complaint.orderNumber': 'Pesanan {orderNo}',
  'complaint.notFound': 'Pengaduan ini dibuka tanpa nomornya',
  'complaint.empty': 'Anda belum mengirim pengaduan',
  'toast.collectionNotSupported': 'Pesanan yang dipilih tidak mendukung pengaduan jenis penagihan',
  'toast.fillComments': 'Silakan isi komentar dan saran Anda',
};

export default translations;
