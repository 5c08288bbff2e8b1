import { setupServer } from 'msw/node';
import { handlers } from './index';

/** The embedded backend for vitest; `scripts/vitest.setup.ts` starts it, tests add `server.use(...)` overrides. */
export const server = setupServer(...handlers);
