import { defineMessages } from '../define';

/** Joint login failure page and the developer test page (part 2 §2.2, §2.10). */
export const failureMessages = defineMessages({
  'failure.failed': { source: 'Failed', zh: '失败', id: 'Gagal' },
  'failure.noProducts': {
    source: 'No other loans are available for you right now.',
    zh: '目前没有其他可申请的借款。',
    id: 'Saat ini tidak ada pinjaman lain yang tersedia untuk Anda.',
  },
  'testPreview.title': { source: 'Test preview', zh: '测试预览', id: 'Pratinjau uji' },
  'testPreview.photo': { source: 'Pick a photo', zh: '选择照片', id: 'Pilih foto' },
  'testPreview.contact': { source: 'Pick a contact', zh: '选择联系人', id: 'Pilih kontak' },
  'testPreview.location': { source: 'Get location', zh: '获取位置', id: 'Dapatkan lokasi' },
  'testPreview.device': { source: 'Device and session', zh: '设备与会话', id: 'Perangkat dan sesi' },
  'testPreview.remembered': {
    source: 'Remembered on this device; every link below carries the filled fields.',
    zh: '保存在本设备上；下方每个链接都会带上已填写的字段。',
    id: 'Disimpan di perangkat ini; setiap tautan di bawah membawa kolom yang terisi.',
  },
  'testPreview.pages': { source: 'Pages', zh: '页面', id: 'Halaman' },
  'testPreview.deviceApis': { source: 'Device features', zh: '设备功能', id: 'Fitur perangkat' },
  'testPreview.photoPreview': { source: 'The picked photo', zh: '已选照片', id: 'Foto yang dipilih' },
  'testPreview.noGeolocation': {
    source: 'This webview has no geolocation.',
    zh: '此 WebView 不支持定位。',
    id: 'WebView ini tidak mendukung lokasi.',
  },
  'testPreview.locationError': {
    source: 'Location unavailable: {reason}',
    zh: '无法获取位置：{reason}',
    id: 'Lokasi tidak tersedia: {reason}',
  },
  'testPreview.orderList': { source: 'Order list call', zh: '订单列表接口', id: 'Panggilan daftar pesanan' },
  'testPreview.callOrders': { source: 'Call order-list', zh: '调用 order-list', id: 'Panggil order-list' },
  'testPreview.answer': { source: 'Answer', zh: '返回结果', id: 'Jawaban' },
});
