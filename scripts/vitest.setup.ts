import { resetStore } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

// The embedded backend answers every request the units make; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetStore();
});
afterAll(() => server.close());
