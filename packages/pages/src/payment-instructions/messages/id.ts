/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'instructions.yourCode': 'Pembayaran Anda',
  'instructions.payCode': 'Kode bayar',
  'instructions.amount': 'Jumlah',
  'instructions.copy': 'Salin',
  'instructions.copied': 'Disalin:',
  'instructions.title': 'Cara membayar pinjaman Anda',
  'instructions.intro':
    'Bayar dengan nomor referensi (kode bayar) dari aplikasi, sejumlah tagihan yang tepat, sebelum jatuh tempo. Pembayaran e-wallet biasanya tampil di aplikasi dalam beberapa menit; pembayaran di gerai bisa memakan waktu hingga satu hari kerja bank.',
  'instructions.contents': 'Di halaman ini',
  'instructions.ewallet': 'Bayar dengan e-wallet (GCash, Maya)',
  'instructions.ewalletShort': 'E-wallet',
  'instructions.ewallet1': 'Buka aplikasi GCash atau Maya dan masuk.',
  'instructions.ewallet2': 'Ketuk Bills. Di GCash, lalu pilih Payment Solutions; di Maya, gunakan pencarian.',
  'instructions.ewallet3': 'Cari Dragonpay dan pilih sebagai penerima tagihan.',
  'instructions.ewallet4':
    'Masukkan nomor referensi persis seperti di aplikasi, lalu jumlah tagihan. Periksa keduanya sebelum lanjut.',
  'instructions.ewallet5':
    'Ketuk Pay atau Confirm. Simpan struk atau tangkapan layar sampai pembayaran tampil di aplikasi pinjaman Anda.',
  'instructions.otc': 'Bayar di gerai (7-Eleven, Cebuana Lhuillier, M Lhuillier)',
  'instructions.otcShort': 'Di gerai',
  'instructions.otc1':
    'Datangi toko 7-Eleven atau cabang Cebuana Lhuillier atau M Lhuillier dengan nomor referensi dan uang tunai sejumlah tagihan.',
  'instructions.otc2':
    'Di 7-Eleven, gunakan kios CLiQQ atau beri tahu kasir bahwa Anda membayar tagihan Dragonpay. Di Cebuana Lhuillier atau M Lhuillier, isi formulir pembayaran tagihan dengan Dragonpay sebagai penerima.',
  'instructions.otc3':
    'Berikan nomor referensi dan jumlah tagihan, lalu bayar tunai. Gerai dapat mengenakan biaya layanan kecil.',
  'instructions.otc4':
    'Periksa nomor referensi dan jumlah pada struk, dan simpan sampai pembayaran tampil di aplikasi pinjaman Anda.',
  'instructions.tips': 'Sebelum membayar',
  'instructions.tip1': 'Gunakan hanya nomor referensi pinjaman ini: setiap kode untuk satu pembayaran.',
  'instructions.tip2': 'Bayar jumlah tagihan yang tepat: jumlah yang kurang mungkin tidak melunasi tagihan Anda.',
  'instructions.tip3': 'Bayar sebelum jatuh tempo agar tidak kena denda.',
  'instructions.tip4':
    'Kami tidak pernah meminta PIN, MPIN, atau kode sekali pakai Anda. Jangan bagikan kepada siapa pun.',
  'instructions.tip5':
    'Jika pembayaran tidak tampil dalam satu hari kerja bank, kirim e-mail ke {email} beserta struk Anda.',
  'instructions.enlarge': 'Perbesar gambar: {section}, langkah {step}',
  'instructions.picture': 'Gambar: {section}, langkah {step}',
  'instructions.close': 'Tutup gambar',
};

export default translations;
