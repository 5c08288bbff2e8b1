import { defineMessages } from '../define';

/** Complaint screens (part 1 §2.6, §4, §5). */
export const complaintMessages = defineMessages({
  'complaint.title': { source: 'Complaint', zh: '投诉', id: 'Pengaduan' },
  'complaint.myComplaints': { source: 'My complaints', zh: '我的投诉', id: 'Pengaduan saya' },
  'complaint.all': { source: 'All', zh: '全部', id: 'Semua' },
  'complaint.chooseOrder': { source: 'Choose an order', zh: '选择订单', id: 'Pilih pesanan' },
  'complaint.selectType': { source: 'Select question type', zh: '选择问题类型', id: 'Pilih jenis pertanyaan' },
  'complaint.problemDescription': { source: 'Problem description', zh: '问题描述', id: 'Deskripsi masalah' },
  'complaint.counter': { source: '{count}/{max}', zh: '{count}/{max}', id: '{count}/{max}' },
  'complaint.evidence': { source: 'Evidence (optional)', zh: '凭证（选填）', id: 'Bukti (opsional)' },
  'complaint.handledWithin': {
    source: 'Your complaint will be handled within 3 weekdays',
    zh: '您的投诉将在 3 个工作日内处理',
    id: 'Pengaduan Anda akan ditangani dalam 3 hari kerja',
  },
  'complaint.send': { source: 'Send', zh: '发送', id: 'Kirim' },
  'complaint.sent': { source: 'Successfully Sent', zh: '发送成功', id: 'Berhasil Dikirim' },
  'complaint.problemType': { source: 'Problem Type', zh: '问题类型', id: 'Jenis Masalah' },
  'complaint.processResult': { source: 'Process Result', zh: '处理结果', id: 'Hasil Proses' },
  'complaint.staff': { source: 'Customer service team', zh: '客服团队', id: 'Tim layanan pelanggan' },
  'complaint.rateService': {
    source: 'Please rate this service',
    zh: '请为本次服务评分',
    id: 'Silakan nilai layanan ini',
  },
  'complaint.subTypeTitle': {
    source: 'What happened with collection?',
    zh: '催收遇到了什么问题？',
    id: 'Apa yang terjadi dengan penagihan?',
  },
  'complaint.subType': { source: 'Sub-type', zh: '子类型', id: 'Sub-jenis' },
  'complaint.images': { source: 'Images', zh: '图片', id: 'Gambar' },
  'complaint.noOrders': {
    source: 'There is no order to complain about',
    zh: '暂无可投诉的订单',
    id: 'Tidak ada pesanan untuk diadukan',
  },
  'complaint.orderNumber': { source: 'Order {orderNo}', zh: '订单 {orderNo}', id: 'Pesanan {orderNo}' },
  'complaint.notFound': {
    source: 'This complaint was opened without its number',
    zh: '打开投诉时缺少投诉编号',
    id: 'Pengaduan ini dibuka tanpa nomornya',
  },
  'complaint.empty': {
    source: 'You have not sent any complaints',
    zh: '您还没有投诉记录',
    id: 'Anda belum mengirim pengaduan',
  },
  // Toasts of this area's pages (the spec's error catalogue, in its wording).
  'toast.collectionNotSupported': {
    source: 'The selected order does not support sending collection types',
    zh: '所选订单不支持提交催收类投诉',
    id: 'Pesanan yang dipilih tidak mendukung pengaduan jenis penagihan',
  },
  'toast.fillComments': {
    source: 'Please fill in your comments and suggestions',
    zh: '请填写您的意见和建议',
    id: 'Silakan isi komentar dan saran Anda',
  },
});
