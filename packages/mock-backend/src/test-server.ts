import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './index';

/** The embedded backend for vitest; `scripts/vitest.setup.ts` starts it, tests add `server.use(...)` overrides. */
export const server = setupServer(...handlers);

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
