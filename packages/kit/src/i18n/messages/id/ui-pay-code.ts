/** Checked against the catalog by i18n.test.tsx: every key exists, no text is empty. */
const translations: Readonly<Record<string, string>> = {
  'ui.copy': 'Salin',
  'ui.payCode': 'Kode bayar',
  'ui.saveQr': 'Simpan QR',
  'ui.scanTips': 'Tunjukkan kode QR ini di kasir atau pindai di aplikasi dompet digital',
  'ui.showBarcode': 'Tampilkan barcode',
  'ui.barcodeTitle': 'Barcode',
};

export default translations;
