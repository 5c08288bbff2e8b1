/** Checked against the page's table by shell/catalog.test.ts: key for key, no text empty, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'testPreview.title': 'Pratinjau uji',
  'testPreview.photo': 'Pilih foto',
  'testPreview.contact': 'Pilih kontak',
  'testPreview.location': 'Dapatkan lokasi',
  'testPreview.device': 'Perangkat dan sesi',
  'testPreview.remembered': 'Disimpan di perangkat ini; setiap tautan di bawah membawa kolom yang terisi.',
  'testPreview.pages': 'Halaman',
  'testPreview.deviceApis': 'Fitur perangkat',
  'testPreview.photoPreview': 'Foto yang dipilih',
  'testPreview.noGeolocation': 'WebView ini tidak mendukung lokasi.',
  'testPreview.locationError': 'Lokasi tidak tersedia: {reason}',
  'testPreview.orderList': 'Panggilan daftar pesanan',
  'testPreview.callOrders': 'Panggil order-list',
  'testPreview.answer': 'Jawaban',
};

export default translations;
