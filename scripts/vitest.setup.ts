import { resetStore } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { addTranslations } from '@loan-webview/kit/i18n';
import { translations } from '@loan-webview/kit/i18n/catalog';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Every language at hand, as if loaded: a test renders in Chinese or Indonesian at once.
addTranslations('zh', translations.zh);
addTranslations('id', translations.id);

// The embedded backend answers every request the units make; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetStore();
});
afterAll(() => server.close());
