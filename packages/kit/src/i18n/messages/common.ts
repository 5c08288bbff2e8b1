import { defineMessages } from '../define';

/** Shared strings. Keys are `area.name`. */
export const commonMessages = defineMessages({
  'common.loading': { source: 'Loading…', zh: '加载中…', id: 'Memuat…' },
  'common.retry': { source: 'Retry', zh: '重试', id: 'Coba lagi' },
  'common.pageLoadFailed': {
    source: 'This page could not finish loading. Check your connection and try again.',
    zh: '页面未能完成加载，请检查网络后重试。',
    id: 'Halaman ini gagal dimuat sepenuhnya. Periksa koneksi Anda lalu coba lagi.',
  },
  'common.tryAgain': { source: 'Try again', zh: '再试一次', id: 'Coba lagi' },
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
  'common.unsafeLink': {
    source: 'This link cannot be opened',
    zh: '无法打开此链接',
    id: 'Tautan ini tidak dapat dibuka',
  },

  // The spec's error catalogues and validation toasts (part 1 §5, §8; part 2 §5, §8), in the spec's wording.
  'toast.uploadSucceeded': { source: 'Upload succeeded!', zh: '上传成功！', id: 'Unggahan berhasil!' },
  'toast.ratingSucceeded': { source: 'Successful demonstration!', zh: '评价成功！', id: 'Penilaian berhasil!' },
  'toast.chooseStars': { source: 'Silakan pilih', en: 'Please choose a rating', zh: '请选择评分' },
  'toast.copySuccess': { source: 'copy success', en: 'Copied', zh: '复制成功', id: 'Berhasil disalin' },
  'toast.wrongMobile': {
    source: '请输入正确的手机号码',
    en: 'Please enter the correct mobile number',
    id: 'Masukkan nomor ponsel yang benar',
  },
  'toast.doNotResend': {
    source: 'do not resend the verification code',
    en: 'Please wait before requesting another code',
    zh: '请勿重复发送验证码',
    id: 'Jangan kirim ulang kode verifikasi',
  },
});
