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
  'testPreview.save': { source: 'Save device fields', zh: '保存设备参数', id: 'Simpan data perangkat' },
  'testPreview.photo': { source: 'Pick a photo', zh: '选择照片', id: 'Pilih foto' },
  'testPreview.contact': { source: 'Pick a contact', zh: '选择联系人', id: 'Pilih kontak' },
  'testPreview.location': { source: 'Get location', zh: '获取位置', id: 'Dapatkan lokasi' },
});
