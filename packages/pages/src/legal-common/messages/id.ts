/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'privacy.shortTitle': 'Singkatnya',
  'privacy.short1':
    'Kami menggunakan data Anda untuk memutuskan, mencairkan, dan menagih pinjaman Anda, serta untuk mematuhi hukum.',
  'privacy.short2':
    'Kami hanya membagikannya kepada yang membutuhkan, seperti Credit Information Corporation dan saluran pembayaran, dan tidak pernah memakai kontak ponsel Anda untuk menagih.',
  'privacy.short3':
    'Kami menyimpannya {retentionYears} tahun setelah pinjaman terakhir Anda lunas, lalu menghapus atau menganonimkannya.',
  'privacy.short4':
    'Anda dapat melihat, memperbaiki, atau menolaknya: tulis ke Petugas Perlindungan Data kami di {email}.',
  'terms.exampleTitle': 'Contoh: {amount} selama {days} hari',
  'terms.exampleRepay': 'Anda bayar kembali',
  'terms.exampleOnDay': 'pada hari ke-{days}',
  'terms.exampleReceive': 'Anda terima',
  'terms.exampleFee': 'Biaya layanan, dipotong di awal',
  'terms.exampleInterest': 'Bunga',
  'terms.exampleCost':
    'Biaya totalnya {cost} (biaya layanan dan bunga): suku bunga efektif {monthly} per bulan ({yearly} per tahun). Angka pinjaman Anda sendiri ada di Pernyataan Pengungkapan sebelum Anda konfirmasi.',
  'legal.template':
    'Templat untuk penasihat hukum pemberi pinjaman: tinjau dan lengkapi setiap bagian dalam kurung siku sebelum diterbitkan.',
  'legal.translation': 'Jika terjemahan berbeda dengan teks bahasa Inggris, teks bahasa Inggris yang berlaku.',
  'legal.contents': 'Daftar isi',
  'legal.backToTop': 'Kembali ke daftar isi',
  'terms.intro':
    'Ketentuan ini mengatur pinjaman yang diberikan {company} ("kami", "Pemberi Pinjaman") melalui aplikasi selulernya. {company} terdaftar di Securities and Exchange Commission dengan {sec} dan memegang {coa} untuk beroperasi sebagai perusahaan pinjaman berdasarkan Republic Act No. 9474 (Lending Company Regulation Act of 2007).',
  'terms.eligibility': '1. Siapa yang boleh meminjam',
  'terms.eligibility1':
    'Pemohon harus warga negara Filipina berusia di atas 18 tahun, dengan kartu identitas resmi pemerintah yang masih berlaku dan nomor ponsel atas namanya sendiri.',
  'terms.term': '2. Jumlah dan jangka waktu pinjaman',
  'terms.term1':
    'Aplikasi menampilkan jumlah pinjaman sebelum Anda mengonfirmasi. Jangka waktu pinjaman 91 sampai 365 hari kalender, sesuai pilihan saat mengajukan.',
  'terms.decision': '3. Keputusan dan pencairan',
  'terms.decision1':
    'Kami memutuskan permohonan yang lengkap dalam 1 hari. Pinjaman yang disetujui dicairkan ke rekening yang Anda tautkan di aplikasi dalam 1 sampai 3 hari kalender.',
  'terms.disclosure': '4. Bunga, biaya, dan pengungkapan',
  'terms.disclosure1':
    'Sebelum Anda mengonfirmasi, aplikasi menampilkan Pernyataan Pengungkapan pinjaman Anda yang diwajibkan Republic Act No. 3765 (Truth in Lending Act): jumlah pinjaman, setiap biaya yang dipotong darinya, dana bersih yang Anda terima, biaya pembiayaan, suku bunga efektif, total yang harus dibayar, dan setiap cicilan dengan tanggal jatuh temponya. {feeSchedule}',
  'terms.repayment': '5. Pembayaran kembali',
  'terms.repayment1':
    'Bayar setiap cicilan sebelum jatuh tempo melalui saluran yang tercantum di aplikasi (e-wallet, gerai, atau bank). Pembayaran dihitung sejak saluran pembayaran mengonfirmasinya.',
  'terms.prepayment': '6. Pelunasan lebih awal',
  'terms.late': '7. Keterlambatan pembayaran',
  'terms.changes': '8. Perubahan ketentuan',
  'terms.changes1':
    'Kami akan memberi tahu Anda paling lambat 3 hari sebelum perubahan ketentuan ini berlaku, melalui aplikasi atau SMS. Perubahan tidak berlaku untuk pinjaman yang sudah dicairkan kecuali Anda menyetujuinya.',
  'terms.assignment': '9. Pengalihan',
  'terms.assignment1':
    'Kami dapat mengalihkan pinjaman Anda kepada pihak lain. Kami akan memberi tahu Anda tentang pengalihan itu dalam 7 hari kerja.',
  'terms.collection': '10. Penagihan yang wajar',
  'terms.collection1':
    'Kami menagih jumlah yang terlambat sesuai SEC Memorandum Circular No. 18, Series of 2019: tanpa ancaman, hinaan, atau kata-kata kasar; tanpa mengungkapkan utang Anda kepada siapa pun selain penjamin atau peminjam bersama Anda; dan tanpa menghubungi sebelum pukul 6.00 atau setelah pukul 22.00 kecuali akun terlambat lebih dari 15 hari atau Anda menyetujuinya.',
  'terms.privacy': '11. Data Anda',
  'terms.privacy1':
    'Kami memproses data pribadi Anda berdasarkan Republic Act No. 10173 (Data Privacy Act of 2012), sebagaimana dijelaskan dalam Kebijakan Privasi kami.',
  'terms.contact': '12. Pertanyaan dan keluhan',
  'terms.contact1':
    'Kirim e-mail ke {email}, telepon {phone}, atau gunakan formulir keluhan di aplikasi; kami menjawab keluhan dalam {replyDays} hari kerja, Senin sampai Jumat. Jika jawaban kami tidak menyelesaikannya, Anda dapat mengajukan keluhan ke Securities and Exchange Commission.',
  'terms.law': '13. Hukum yang berlaku',
  'terms.law1': 'Ketentuan ini diatur oleh hukum Republik Filipina. {venue}',
  'privacy.intro':
    '{company} menghormati privasi Anda. Kami memproses data pribadi sesuai Republic Act No. 10173 (Data Privacy Act of 2012), peraturan pelaksanaannya, dan ketentuan National Privacy Commission (NPC).',
  'privacy.collect': '1. Data yang kami kumpulkan',
  'privacy.collect1':
    'Data identitas dan kontak (nama, tanggal lahir, identitas resmi, nomor ponsel, e-mail, alamat); data keuangan (penghasilan, pekerjaan, rekening bank atau e-wallet untuk pencairan dan pembayaran); data perangkat (model, sistem operasi, ID perangkat, versi aplikasi, ID iklan) dan, dengan izin Anda, lokasi; serta catatan pinjaman, pembayaran, dan keluhan Anda.',
  'privacy.use': '2. Mengapa kami menggunakannya',
  'privacy.use1':
    'Untuk memverifikasi identitas Anda, menilai permohonan dan risiko kredit, mencairkan dan menagih pinjaman, mencegah penipuan, memenuhi kewajiban hukum (termasuk Anti-Money Laundering Act dan pelaporan ke Credit Information Corporation), dan menjawab permintaan Anda.',
  'privacy.basis': '3. Dasar hukum',
  'privacy.basis1':
    'Kami memproses data Anda untuk melaksanakan kontrak pinjaman yang Anda minta, mematuhi hukum, kepentingan sah kami mencegah penipuan, dan dengan persetujuan Anda bila hukum mewajibkannya. Anda dapat menarik persetujuan kapan saja; hal ini tidak memengaruhi pemrosesan sebelumnya.',
  'privacy.optional':
    'Hanya dengan persetujuan Anda, masing-masing diminta terpisah saat Anda mengonfirmasi pinjaman dan tidak ada yang diperlukan untuk pinjaman itu: penawaran pinjaman kami yang lain lewat SMS dan e-mail (menggunakan nama, nomor, dan e-mail Anda); perbaikan produk kami dari catatan pinjaman dan pembayaran Anda, tanpa nama Anda; dan berbagi nama serta nomor Anda dengan mitra kami, yaitu {partners}, agar mereka dapat menawarkan produk mereka.',
  'privacy.optionalNoPartners':
    'Hanya dengan persetujuan Anda, masing-masing diminta terpisah saat Anda mengonfirmasi pinjaman dan tidak ada yang diperlukan untuk pinjaman itu: penawaran pinjaman kami yang lain lewat SMS dan e-mail (menggunakan nama, nomor, dan e-mail Anda); dan perbaikan produk kami dari catatan pinjaman dan pembayaran Anda, tanpa nama Anda. Kami tidak membagikan data Anda kepada mitra untuk penawaran mereka.',
  'privacy.withdraw':
    'Untuk menarik kembali salah satunya, kirim e-mail di bawah dari e-mail atau nomor yang Anda gunakan untuk meminjam: kami menghentikan penggunaan itu saat e-mail tiba. Penarikan tidak mengubah apa pun pada pinjaman Anda.',
  'privacy.withdraw.marketing': 'Hentikan penawaran lewat SMS dan e-mail',
  'privacy.withdraw.research': 'Hentikan penggunaan catatan saya untuk memperbaiki produk',
  'privacy.withdraw.partner': 'Hentikan berbagi nama dan nomor saya dengan mitra',
  'privacy.share': '4. Dengan siapa kami membagikannya',
  'privacy.share1':
    'Hanya kepada yang memerlukannya: Credit Information Corporation dan biro kredit, saluran pembayaran, penyedia verifikasi identitas dan cloud yang terikat perjanjian berbagi data atau alih daya, dan otoritas bila hukum mewajibkan. Kami tidak pernah menggunakan kontak ponsel Anda untuk menagih pinjaman.',
  'privacy.retention': '5. Berapa lama kami menyimpannya',
  'privacy.retention1':
    'Selama akun Anda aktif dan selama {retentionYears} tahun setelah pinjaman terakhir Anda lunas, sesuai ketentuan hukum; setelah itu kami menghapus atau menganonimkannya.',
  'privacy.security': '6. Keamanan',
  'privacy.security1':
    'Kami melindungi data Anda dengan enkripsi saat transmisi, kontrol akses, dan kewajiban kerahasiaan staf. Kami akan memberi tahu Anda dan NPC tentang kebocoran data pribadi sesuai ketentuan hukum.',
  'privacy.rights': '7. Hak Anda',
  'privacy.rights1':
    'Anda berhak mendapat informasi, mengakses, menolak, meminta penghapusan atau pemblokiran, memperbaiki, memindahkan data, dan mendapat ganti rugi, serta berhak mengadu ke National Privacy Commission.',
  'privacy.dpo': '8. Petugas Pelindungan Data',
  'privacy.dpo1': 'Hubungi Petugas Pelindungan Data kami di {email} atau {address}. {dataProtectionOfficer}',
  'privacy.changes': '9. Perubahan kebijakan ini',
  'privacy.changes1':
    'Setiap perubahan kebijakan ini kami umumkan di aplikasi dan di halaman ini beserta tanggal berlakunya. Tanggal berlaku: {effectiveDate}.',
  'terms.fee.interest':
    'Bunga paling tinggi {percent}% per hari dari jumlah pinjaman, untuk hari-hari sampai pinjaman dilunasi: suku bunga jangka yang Anda pilih ditampilkan sebelum Anda mengonfirmasi.',
  'terms.fee.interestPesoDown':
    'Bunga paling tinggi {percent}% per hari dari jumlah pinjaman, untuk hari-hari sampai pinjaman dilunasi, dibulatkan ke bawah ke peso penuh: suku bunga jangka yang Anda pilih ditampilkan sebelum Anda mengonfirmasi.',
  'terms.fee.service': 'Biaya layanan sebesar {percent}% dari jumlah pinjaman dipotong dari pinjaman saat dicairkan.',
  'terms.fee.noService': 'Tidak ada yang dipotong dari pinjaman saat dicairkan.',
  'terms.fee.extension':
    'Perpanjangan menambah {days} hari pada tanggal jatuh tempo, atau pada hari Anda membayar bila pinjaman sudah lewat jatuh tempo, dengan biaya {percent}% dari jumlah pinjaman; satu pinjaman dapat diperpanjang paling banyak {count} kali.',
  'terms.fee.noExtension': 'Pinjaman tidak dapat diperpanjang.',
  'terms.venue': 'Gugatan diajukan ke pengadilan yang berwenang di {city}.',
};

export default translations;
