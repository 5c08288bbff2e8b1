/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'company.readyToBorrow': 'Siap meminjam?',
  'company.readTerms': 'Baca dulu syarat pinjaman',
  'company.getTheApp': 'Unduh aplikasi',
  'company.getOnAndroid': 'Dapatkan di Google Play',
  'company.getOnIos': 'Unduh di App Store',
  'company.borrowRange': 'Pinjam hingga {max}, untuk {minDays} sampai {maxDays} hari.',
  'company.contactLead':
    'Telepon atau kirim e-mail kepada kami: kami melayani {hours}. Siapkan nomor pesanan pinjaman Anda.',
  'company.callUs': 'Telepon kami',
  'company.emailUs': 'Kirim e-mail',
  'company.emailSubject': 'Pertanyaan untuk {company}',
  'company.contactTip':
    'Jika Anda punya pinjaman di aplikasi, Anda juga bisa menulis dari Keluhan di akun Anda: Anda mendapat nomor referensi dan tanggal balasan.',
  'company.home': 'Beranda',
  'company.aboutUs': 'Tentang kami',
  'company.privacyPolicy': 'Kebijakan Privasi',
  'company.loanTerms': 'Syarat dan ketentuan pinjaman',
  'company.contactUs': 'Hubungi Kami',
  'company.address': 'Alamat',
  'company.phone': 'Telepon',
  'company.copyright': '© {year} {company}. Hak cipta dilindungi.',
  'company.mission': 'Misi kami',
  'company.quickApproval': 'Persetujuan cepat',
  'company.transparentFees': 'Biaya transparan',
  'company.flexibleRepayment': 'Pembayaran fleksibel',
  'company.safe': 'Aman',
  'company.supportEmail': 'E-mail dukungan',
  'company.siteNav': 'Navigasi situs',
  'company.tagline': 'Pinjaman kecil, ketentuan jelas',
  'company.homeIntro':
    'Dana untuk kebutuhan jangka pendek, dari aplikasi di ponsel Anda: ajukan di aplikasi, lihat setiap biaya sebelum menandatangani, dan bayar kembali dengan cara yang cocok untuk Anda.',
  'company.howItWorks': 'Cara kerjanya',
  'company.beforeYouBorrow': 'Sebelum Anda meminjam',
  'company.loanTermsWhy': 'Berapa biaya pinjaman, cara melunasi lebih awal, apa yang terjadi jika terlambat membayar',
  'company.privacyPolicyWhy': 'Apa yang kami kumpulkan, mengapa, dan hak Anda atasnya',
  'company.aboutUsWhy': 'Siapa kami dan mengapa peminjam memilih kami',
  'company.contactUsWhy': 'Telepon atau tulis kepada kami; cara mengajukan keluhan',
  'company.howStep1': 'Unduh aplikasi dan daftar dengan nomor ponsel Anda.',
  'company.howStep2': 'Ajukan: kami memutuskan dalam 1 hari dan menampilkan setiap angka sebelum Anda mengonfirmasi.',
  'company.howStep3': 'Terima dana di rekening bank atau e-wallet Anda, dan bayar sebelum jatuh tempo.',
  'company.missionText':
    'Kami membantu warga Filipina memenuhi kebutuhan jangka pendek dengan pinjaman kecil yang cepat, adil, dan jelas.',
  'company.ourAdvantages': 'Mengapa meminjam di kami',
  'company.quickApprovalText': 'Ajukan di aplikasi; kami memutuskan dalam 1 hari dan mencairkan dalam 1 sampai 3 hari.',
  'company.transparentFeesText':
    'Setiap biaya, total tagihan, dan setiap cicilan ada di Pernyataan Pengungkapan pinjaman Anda, ditampilkan sebelum Anda mengonfirmasi.',
  'company.flexibleRepaymentText': 'Bayar lewat e-wallet, gerai, atau bank, dan perpanjang jatuh tempo bila perlu.',
  'company.safeText':
    'Data Anda dilindungi Data Privacy Act of 2012 dan tidak pernah dipakai untuk mempermalukan Anda agar membayar.',
  'company.goHome': 'Ke Beranda',
  'company.policyFrame': 'Kebijakan privasi',
  'company.policyOpen': 'Buka kebijakan privasi di halamannya sendiri',
  'company.policyMissing': 'Kebijakan privasi lengkap kami ada di halamannya sendiri.',
  'company.policyRead': 'Baca kebijakan privasi',
  'company.howToComplain': 'Cara mengajukan keluhan',
  'company.complainToUs':
    'Beri tahu kami dulu: di aplikasi, buka Keluhan dari akun Anda, atau telepon atau tulis kepada kami. Kami menjawab dalam {days} hari kerja dan memberi Anda nomor referensi.',
  'company.email': 'E-mail',
  'company.userTitle': 'Akun Anda',
  'company.userText':
    'Pinjaman, pembayaran, dan detail akun Anda ada di aplikasi: buka dan ketuk Akun. Belum terpasang? Unduh dari toko aplikasi, lalu masuk dengan nomor ponsel Anda.',
  'company.openApp': 'Buka aplikasi',
};

export default translations;
