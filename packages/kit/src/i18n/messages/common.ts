import { defineMessages } from '../define';

/** Shared strings. Keys are `area.name`. */
export const commonMessages = defineMessages({
  'common.loading': { source: 'Loading…', zh: '加载中…', id: 'Memuat…' },
  'common.retry': { source: 'Retry', zh: '重试', id: 'Coba lagi' },
  'common.cancel': { source: 'Cancel', zh: '取消', id: 'Batal' },
  'common.confirm': { source: 'Confirm', zh: '确认', id: 'Konfirmasi' },
  'common.close': { source: 'Close', zh: '关闭', id: 'Tutup' },
  'common.errorTitle': { source: 'Something went wrong', zh: '出错了', id: 'Terjadi kesalahan' },
  'common.networkError': {
    source: 'Network error. Check your connection and try again.',
    zh: '网络错误，请检查网络后重试。',
    id: 'Kesalahan jaringan. Periksa koneksi Anda dan coba lagi.',
  },
  'common.schemaError': {
    source: 'The server sent something we could not read. Please try again.',
    zh: '服务器返回的数据无法识别，请重试。',
    id: 'Server mengirim data yang tidak dapat dibaca. Silakan coba lagi.',
  },
  'common.serverError': {
    source: 'The server could not answer. Please try again.',
    zh: '服务器暂时无法响应，请重试。',
    id: 'Server tidak dapat menjawab. Silakan coba lagi.',
  },
  'common.empty': { source: 'Nothing here yet', zh: '暂无内容', id: 'Belum ada apa-apa' },
  'common.unsafeLink': { source: 'This link cannot be opened', zh: '无法打开此链接', id: 'Tautan ini tidak dapat dibuka' },
});
