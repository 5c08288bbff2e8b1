import { defineMessages } from '../define';

/**
 * The Dragonpay payment instructions page (part 2 §2 item 8). The spec shows no text for it: these are
 * instructions written for borrowers, following how GCash, Maya and the over-the-counter outlets take a
 * Dragonpay bill payment (ADR 0037).
 */
export const paymentInstructionsMessages = defineMessages({
  'instructions.title': { source: 'How to pay your loan', zh: '如何还款', id: 'Cara membayar pinjaman Anda' },
  'instructions.intro': {
    source:
      'Pay with the reference number (pay code) the app gave you, for the exact amount due, before the due date. E-wallet payments usually show in the app within minutes; over-the-counter payments can take up to one banking day.',
    zh: '请使用应用提供的参考号（还款码），在到期日前支付应还的准确金额。电子钱包付款通常几分钟内到账；柜台付款最多需要一个银行工作日。',
    id: 'Bayar dengan nomor referensi (kode bayar) dari aplikasi, sejumlah tagihan yang tepat, sebelum jatuh tempo. Pembayaran e-wallet biasanya tampil di aplikasi dalam beberapa menit; pembayaran di gerai bisa memakan waktu hingga satu hari kerja bank.',
  },
  'instructions.contents': { source: 'On this page', zh: '本页内容', id: 'Di halaman ini' },
  'instructions.ewallet': {
    source: 'Pay with an e-wallet (GCash, Maya)',
    zh: '使用电子钱包付款（GCash、Maya）',
    id: 'Bayar dengan e-wallet (GCash, Maya)',
  },
  'instructions.ewalletShort': { source: 'E-wallet', zh: '电子钱包', id: 'E-wallet' },
  'instructions.ewallet1': {
    source: 'Open your GCash or Maya app and log in.',
    zh: '打开 GCash 或 Maya 应用并登录。',
    id: 'Buka aplikasi GCash atau Maya dan masuk.',
  },
  'instructions.ewallet2': {
    source: 'Tap Bills. In GCash, then choose Payment Solutions; in Maya, use the search.',
    zh: '点击 Bills（账单）。在 GCash 中再选择 Payment Solutions；在 Maya 中使用搜索。',
    id: 'Ketuk Bills. Di GCash, lalu pilih Payment Solutions; di Maya, gunakan pencarian.',
  },
  'instructions.ewallet3': {
    source: 'Search for Dragonpay and choose it as the biller.',
    zh: '搜索 Dragonpay 并选择它作为收款方。',
    id: 'Cari Dragonpay dan pilih sebagai penerima tagihan.',
  },
  'instructions.ewallet4': {
    source:
      'Enter the reference number exactly as the app shows it, then the amount due. Check both before you continue.',
    zh: '按应用显示的内容准确输入参考号，再输入应还金额。继续之前请核对这两项。',
    id: 'Masukkan nomor referensi persis seperti di aplikasi, lalu jumlah tagihan. Periksa keduanya sebelum lanjut.',
  },
  'instructions.ewallet5': {
    source: 'Tap Pay or Confirm. Keep the receipt or a screenshot until the payment shows in your loan app.',
    zh: '点击 Pay 或 Confirm。保留收据或截图，直到付款在借款应用中显示。',
    id: 'Ketuk Pay atau Confirm. Simpan struk atau tangkapan layar sampai pembayaran tampil di aplikasi pinjaman Anda.',
  },
  'instructions.otc': {
    source: 'Pay over the counter (7-Eleven, Cebuana Lhuillier, M Lhuillier)',
    zh: '在柜台付款（7-Eleven、Cebuana Lhuillier、M Lhuillier）',
    id: 'Bayar di gerai (7-Eleven, Cebuana Lhuillier, M Lhuillier)',
  },
  'instructions.otcShort': { source: 'Over the counter', zh: '柜台', id: 'Di gerai' },
  'instructions.otc1': {
    source:
      'Go to a 7-Eleven store or a Cebuana Lhuillier or M Lhuillier branch with the reference number and the amount due in cash.',
    zh: '带上参考号和应还金额的现金，前往 7-Eleven 门店或 Cebuana Lhuillier、M Lhuillier 网点。',
    id: 'Datangi toko 7-Eleven atau cabang Cebuana Lhuillier atau M Lhuillier dengan nomor referensi dan uang tunai sejumlah tagihan.',
  },
  'instructions.otc2': {
    source:
      'At 7-Eleven, use the CLiQQ kiosk or tell the cashier you are paying a Dragonpay bill. At Cebuana Lhuillier or M Lhuillier, fill in the bills payment form with Dragonpay as the biller.',
    zh: '在 7-Eleven，使用 CLiQQ 自助机或告诉收银员您要缴纳 Dragonpay 账单。在 Cebuana Lhuillier 或 M Lhuillier，填写缴费单，收款方填 Dragonpay。',
    id: 'Di 7-Eleven, gunakan kios CLiQQ atau beri tahu kasir bahwa Anda membayar tagihan Dragonpay. Di Cebuana Lhuillier atau M Lhuillier, isi formulir pembayaran tagihan dengan Dragonpay sebagai penerima.',
  },
  'instructions.otc3': {
    source: 'Give the reference number and the amount due, and pay in cash. The outlet may charge a small service fee.',
    zh: '提供参考号和应还金额，并以现金支付。网点可能收取少量手续费。',
    id: 'Berikan nomor referensi dan jumlah tagihan, lalu bayar tunai. Gerai dapat mengenakan biaya layanan kecil.',
  },
  'instructions.otc4': {
    source:
      'Check the reference number and the amount on the receipt, and keep it until the payment shows in your loan app.',
    zh: '核对收据上的参考号和金额，并保留收据，直到付款在借款应用中显示。',
    id: 'Periksa nomor referensi dan jumlah pada struk, dan simpan sampai pembayaran tampil di aplikasi pinjaman Anda.',
  },
  'instructions.tips': { source: 'Before you pay', zh: '付款前请注意', id: 'Sebelum membayar' },
  'instructions.tip1': {
    source: 'Use the reference number of this loan only: each code is for one payment.',
    zh: '只使用本笔借款的参考号：每个还款码只用于一次付款。',
    id: 'Gunakan hanya nomor referensi pinjaman ini: setiap kode untuk satu pembayaran.',
  },
  'instructions.tip2': {
    source: 'Pay the exact amount due: a smaller amount may not settle your bill.',
    zh: '请支付准确的应还金额：金额不足可能无法结清账单。',
    id: 'Bayar jumlah tagihan yang tepat: jumlah yang kurang mungkin tidak melunasi tagihan Anda.',
  },
  'instructions.tip3': {
    source: 'Pay before the due date to avoid penalties.',
    zh: '请在到期日前付款，以免产生罚息。',
    id: 'Bayar sebelum jatuh tempo agar tidak kena denda.',
  },
  'instructions.tip4': {
    source: 'We never ask for your PIN, MPIN or one-time password. Do not share them with anyone.',
    zh: '我们绝不会索要您的 PIN、MPIN 或一次性验证码。请勿告诉任何人。',
    id: 'Kami tidak pernah meminta PIN, MPIN, atau kode sekali pakai Anda. Jangan bagikan kepada siapa pun.',
  },
  'instructions.tip5': {
    source: 'If your payment does not show within one banking day, write to {email} with your receipt.',
    zh: '如果一个银行工作日内付款仍未显示，请携带收据发送邮件至 {email}。',
    id: 'Jika pembayaran tidak tampil dalam satu hari kerja bank, kirim e-mail ke {email} beserta struk Anda.',
  },
  'instructions.enlarge': {
    source: 'Enlarge the picture: {section}, step {step}',
    zh: '放大图片：{section}，第 {step} 步',
    id: 'Perbesar gambar: {section}, langkah {step}',
  },
  'instructions.picture': {
    source: 'Picture: {section}, step {step}',
    zh: '图片：{section}，第 {step} 步',
    id: 'Gambar: {section}, langkah {step}',
  },
  'instructions.close': {
    source: 'Close the picture',
    zh: '关闭图片',
    id: 'Tutup gambar',
  },
});
