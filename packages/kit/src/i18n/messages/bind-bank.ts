import { defineMessages } from '../define';

/** Payment account binding (part 1 §2.7). */
export const bindBankMessages = defineMessages({
  'bindBank.title': { source: 'Payment account information', zh: '收款账户信息', id: 'Informasi akun pembayaran' },
  'bindBank.saved': {
    source: 'Your payment account is saved',
    zh: '收款账户已保存',
    id: 'Akun pembayaran Anda tersimpan',
  },
  'bindBank.noFields': {
    source: 'This form is not available right now',
    zh: '该表单暂不可用',
    id: 'Formulir ini belum tersedia',
  },
});
