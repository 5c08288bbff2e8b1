/** Filipino. Checked against the catalog by i18n.test.tsx: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'ui.copy': 'Kopyahin',
  'ui.payCode': 'Pay code',
  'ui.saveQr': 'I-save ang QR',
  'ui.scanTips': 'Ipakita ang QR code na ito sa counter o i-scan ito sa iyong e-wallet app',
  'ui.showBarcode': 'Ipakita ang barcode',
  'ui.barcodeTitle': 'Barcode',
};

export default translations;
