/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'testPreview.title': 'Pansubok na preview',
  'testPreview.photo': 'Pumili ng litrato',
  'testPreview.contact': 'Pumili ng contact',
  'testPreview.location': 'Kunin ang lokasyon',
  'testPreview.device': 'Device at session',
  'testPreview.remembered': 'Naaalala sa device na ito; dala ng bawat link sa ibaba ang mga napunang field.',
  'testPreview.pages': 'Mga page',
  'testPreview.deviceApis': 'Mga feature ng device',
  'testPreview.photoPreview': 'Ang napiling litrato',
  'testPreview.noGeolocation': 'Walang geolocation ang webview na ito.',
  'testPreview.locationError': 'Hindi makuha ang lokasyon: {reason}',
  'testPreview.orderList': 'Tawag sa order list',
  'testPreview.callOrders': 'Tawagan ang order-list',
  'testPreview.answer': 'Sagot',
};

export default translations;
