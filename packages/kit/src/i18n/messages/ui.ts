import { defineMessages } from '../define';

/** Component strings. */
export const uiMessages = defineMessages({
  'ui.more': { source: 'More', zh: '更多', id: 'Selengkapnya' },
  'ui.hide': { source: 'Hide', zh: '收起', id: 'Sembunyikan' },
  'ui.moreProducts': {
    source: 'Click to view more products',
    zh: '点击查看更多产品',
    id: 'Klik untuk melihat produk lainnya',
  },
  'ui.productUnavailable': { source: 'Not available', zh: '暂不可用', id: 'Tidak tersedia' },
  'ui.stars': { source: '{count} stars', zh: '{count} 星', id: '{count} bintang' },
  'ui.star': { source: '1 star', zh: '1 星', id: '1 bintang' },
  'ui.rating': { source: 'Rating', zh: '评分', id: 'Penilaian' },
  'ui.copy': { source: 'Copy', zh: '复制', id: 'Salin' },
  'ui.payCode': { source: 'Pay code', zh: '付款码', id: 'Kode bayar' },
  'ui.scanTips': {
    source: 'Show this QR code at the counter or scan it in your e-wallet app',
    zh: '在柜台出示此二维码，或在电子钱包应用中扫码',
    id: 'Tunjukkan kode QR ini di kasir atau pindai di aplikasi dompet digital',
  },
  'ui.showBarcode': { source: 'Show barcode', zh: '显示条形码', id: 'Tampilkan barcode' },
  'ui.barcodeTitle': { source: 'Barcode', zh: '条形码', id: 'Barcode' },
  'ui.getCode': {
    source: 'get verification code',
    en: 'Get verification code',
    zh: '获取验证码',
    id: 'Dapatkan kode verifikasi',
  },
  'ui.secondsLeft': { source: '{seconds}s', zh: '{seconds}秒', id: '{seconds} dtk' },
  'ui.resendIn': {
    source: 'Resend in {seconds} seconds',
    zh: '{seconds} 秒后可重新发送',
    id: 'Kirim ulang dalam {seconds} detik',
  },
  'ui.agreePrefix': {
    source: 'I have read and agree to',
    zh: '我已阅读并同意',
    id: 'Saya telah membaca dan menyetujui',
  },
  'ui.agree': { source: 'Agree', zh: '同意', id: 'Setuju' },
  'ui.addImage': { source: 'Add image', zh: '添加图片', id: 'Tambah gambar' },
  'ui.imageCount': { source: '{count}/{max} images', zh: '{count}/{max} 张图片', id: '{count}/{max} gambar' },
  'ui.uploading': { source: 'Uploading…', zh: '上传中…', id: 'Mengunggah…' },
  'ui.uploadFailed': { source: 'Upload failed', zh: '上传失败', id: 'Unggahan gagal' },
  'ui.removeImage': { source: 'Remove image {index}', zh: '删除第 {index} 张图片', id: 'Hapus gambar {index}' },
  'ui.previewImage': { source: 'View image {index}', zh: '查看第 {index} 张图片', id: 'Lihat gambar {index}' },
  'ui.notAnImage': {
    source: 'Only images can be uploaded',
    zh: '只能上传图片',
    id: 'Hanya gambar yang dapat diunggah',
  },
  'ui.imageTooLarge': {
    source: 'The image is larger than {size} MB',
    zh: '图片超过 {size} MB',
    id: 'Gambar lebih dari {size} MB',
  },
  'ui.required': { source: '{field} is required', zh: '请填写{field}', id: '{field} wajib diisi' },
  'ui.choose': { source: 'Choose', zh: '请选择', id: 'Pilih' },
  'ui.next': { source: 'Next', zh: '下一步', id: 'Berikutnya' },
  'ui.back': { source: 'Back', zh: '返回', id: 'Kembali' },
  'ui.partLoadFailed': {
    source: 'This part of the page could not load.',
    zh: '此部分内容加载失败。',
    id: 'Bagian halaman ini gagal dimuat.',
  },
});
