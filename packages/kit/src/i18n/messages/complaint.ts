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
  'complaint.empty': {
    source: 'You have not sent any complaints',
    zh: '您还没有投诉记录',
    id: 'Anda belum mengirim pengaduan',
  },
});
