import { defineMessages } from '../define';

/** Component strings. */
export const uiMessages = defineMessages({
  'ui.more': { source: 'More', zh: '更多', id: 'Selengkapnya' },
  'ui.hide': { source: 'Hide', zh: '收起', id: 'Sembunyikan' },
  'ui.moreProducts': { source: 'Click to view more products', zh: '点击查看更多产品', id: 'Klik untuk melihat produk lainnya' },
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
});
