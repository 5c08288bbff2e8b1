import { defineMessages } from '../define';

/** Payment account binding (part 1 §2.7). */
export const bindBankMessages = defineMessages({
  'bindBank.title': { source: 'Payment account information', zh: '收款账户信息', id: 'Informasi akun pembayaran' },
  'bindBank.saved': {
    source: 'Your payment account is saved',
    zh: '收款账户已保存',
    id: 'Akun pembayaran Anda tersimpan',
  },
});
