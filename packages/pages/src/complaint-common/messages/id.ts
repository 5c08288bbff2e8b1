/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'complaint.stepFiled': 'Diajukan',
  'complaint.stepProcessing': 'Sedang ditangani',
  'complaint.stepResolved': 'Dijawab',
  'complaint.aboutLoan': 'Tentang pinjaman {order}, {product}',
  'complaint.newComplaint': 'Keluhan baru',
  'complaint.title': 'Pengaduan',
  'complaint.myComplaints': 'Pengaduan saya',
  'complaint.all': 'Semua',
  'complaint.chooseOrder': 'Pilih pesanan',
  'complaint.selectType': 'Pilih jenis pertanyaan',
  'complaint.problemDescription': 'Deskripsi masalah',
  'complaint.descriptionHint':
    'Jelaskan apa yang terjadi dan kapan, beserta jumlah, referensi, atau nama yang terkait.',
  'complaint.counter': '{count}/{max}',
  'complaint.evidence': 'Bukti (opsional)',
  'complaint.handledWithin': 'Keluhan Anda akan ditangani dalam {days} hari kerja, Senin sampai Jumat',
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
  'toast.fillComments': 'Ceritakan apa yang terjadi sebelum mengirim.',
  'complaint.backToAccount': 'Kembali ke akun saya',
  'complaint.writeOne': 'Tulis pengaduan',
  'complaint.reference': 'Nomor referensi Anda: {reference}. Sebutkan saat menindaklanjuti.',
  'complaint.noReference': 'Anda dapat menemukannya di Keluhan saya, beserta perkembangannya.',
  'complaint.replyBy': 'Kami akan menjawab paling lambat {date} ({days} hari kerja).',
  'complaint.done': 'Selesai',
  'complaint.regulator':
    'Tidak puas dengan jawaban kami? Bawa keluhan Anda ke {office} dari {name}, yang menangani keluhan tentang perusahaan pinjaman:',
  'complaint.regulatorChannel': 'Keluhan tentang perusahaan pemberi pinjaman ({name})',
  'complaint.regulatorQuote':
    'Mereka meminta bukti bahwa Anda sudah mengeluh kepada kami lebih dulu: sebutkan nomor referensi keluhan Anda, {reference}, dan nama kami, {lender}.',
  'complaint.regulatorQuoteLater':
    'Mereka meminta bukti bahwa Anda sudah mengeluh kepada kami lebih dulu: berikan nama kami, {lender}, dan nomor referensi keluhan Anda (di Keluhan saya).',
  'complaint.collectionRouted':
    'Sistem kami hanya menerima keluhan penagihan untuk pinjaman yang masih dicicil, jadi keluhan ini dikirim sebagai “{type}”, ditandai sebagai tentang penagihan. Keluhan ini diterima dan dijawab seperti yang lain.',
  'complaint.stage': 'Tahap',
  'complaint.filed': 'Diajukan pada',
  'complaint.replyByLabel': 'Dijawab paling lambat',
  'complaint.replyLate': 'Terlambat: kami belum membalas tepat waktu',
};

export default translations;
