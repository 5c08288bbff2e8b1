import type { Catalog } from '../catalog';

export const id: Catalog = {
  'common.loading': 'Memuat…',
  'common.retry': 'Coba lagi',
  'common.cancel': 'Batal',
  'common.confirm': 'Konfirmasi',
  'common.close': 'Tutup',
  'common.errorTitle': 'Terjadi kesalahan',
  'common.networkError': 'Kesalahan jaringan. Periksa koneksi Anda dan coba lagi.',
  'common.schemaError': 'Server mengirim data yang tidak dapat dibaca. Silakan coba lagi.',
  'common.serverError': 'Server tidak dapat menjawab. Silakan coba lagi.',
  'common.empty': 'Belum ada apa-apa',
  'common.unsafeLink': 'Tautan ini tidak dapat dibuka',
  'customerService.title': 'Layanan Pelanggan',
  'customerService.telephone': 'Telepon',
  'customerService.email': 'E-mail',
  'customerService.call': 'Telepon {phone}',
  'customerService.mail': 'Kirim e-mail ke {email}',
  'customerService.hours': 'Kami membalas dalam satu hari kerja.',
};
