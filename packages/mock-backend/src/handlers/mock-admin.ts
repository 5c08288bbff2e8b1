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
      // The books' day: a test that fixes the page's clock fixes it to this (e2e/clock.ts).
      today: store.today,
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
