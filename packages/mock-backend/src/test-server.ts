import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { FIXED_DAY } from './fixtures/clock';
import { handlers, resetStore, store } from './index';

/** The embedded backend for vitest; `scripts/vitest.setup.ts` starts it, tests add `server.use(...)` overrides. */
export const server = setupServer(...handlers);

/**
 * Fixes the day for the page and the embedded backend at once: `Date` reads `day` (timers stay real, so a wait is
 * still a wait) and the store's books are dated from it. For a test whose words or figures name a date; the setup file
 * gives the next test the real clock and today's books back. Returns the books' day.
 */
export function fixDay(day: number = FIXED_DAY): number {
  vi.useFakeTimers({ now: day, toFake: ['Date'] });
  resetStore();
  return store.today;
}

/**
 * Answers POSTs to `path` with a success envelope around `data` from now on, and counts them: how a test of a first
 * answer (inlined, or handed in by the shell) tells whether the page still asked the server.
 */
export function answerAndCount(path: string, data: unknown): { requests: number } {
  const seen = { requests: 0 };
  server.use(
    http.post(`*${path}`, () => {
      seen.requests += 1;
      return HttpResponse.json({ code: 0, data });
    }),
  );
  return seen;
}
