import { defineMessages } from '../define';

/** Loan confirmation, both variants (part 2 §2.9, §4). */
export const confirmMessages = defineMessages({
  'confirm.title': { source: 'Confirm loan', zh: '确认借款', id: 'Konfirmasi pinjaman' },
  'confirm.amount': { source: 'Loan amount', zh: '借款金额', id: 'Jumlah pinjaman' },
  'confirm.term': { source: 'Term', zh: '期限', id: 'Jangka waktu' },
  'confirm.rate': { source: 'Interest rate', zh: '利率', id: 'Suku bunga' },
  'confirm.plan': { source: 'Payment plan', zh: '还款计划', id: 'Rencana pembayaran' },
  'confirm.next': { source: 'Next', zh: '下一步', id: 'Berikutnya' },
  'confirm.leaveTitle': { source: 'Are you sure you want to leave?', zh: '确定要离开吗？', id: 'Yakin ingin keluar?' },
  'confirm.stay': { source: 'Agree', zh: '同意', id: 'Setuju' },
});
