import { http, HttpResponse } from 'msw';
import { resetStore, store } from '../store';

/** For end-to-end tests: reset the store, and see what the pages sent. */
export const mockAdminHandlers = [
  http.post('*/__mock/reset', () => {
    resetStore();
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/__mock/state', () =>
    HttpResponse.json({
      recorded: store.recorded,
      complaints: store.complaint.list,
      boundCards: store.bank.bound,
      confirmPushed: store.confirm.pushed,
      promotion: {
        visits: store.promotion.visits,
        clicks: store.promotion.clicks,
        registered: [...store.promotion.registered],
      },
      captchas: Object.fromEntries(store.promotion.captchas),
    }),
  ),
];
