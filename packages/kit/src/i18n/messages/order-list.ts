import { defineMessages } from '../define';

/** The order list (route orderUrl, /theSuch): the spec names the route and shows no page. */
export const orderListMessages = defineMessages({
  'orders.title': { source: 'My loans', zh: '我的借款', id: 'Pinjaman saya' },
  'orders.orderTitle': { source: '{product} · {order}' },
  'orders.empty': { source: 'No loans yet', zh: '暂无借款', id: 'Belum ada pinjaman' },
  'orders.emptyText': {
    source: 'Loans you apply for in the app will appear here.',
    zh: '您在应用中申请的借款会显示在这里。',
    id: 'Pinjaman yang Anda ajukan di aplikasi akan muncul di sini.',
  },
});
