import { resetStore } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { addTranslations } from '@loan-webview/kit/i18n';
import { loadAllParts } from '@loan-webview/kit/ui/LazyBoundary';
import { translations } from '@loan-webview/kit/i18n/catalog';
import { afterAll, afterEach, beforeAll } from 'vitest';

// findBy/waitFor wait up to 3 s, not 1: on a busy 2-core CI machine a page's answer and render can take longer.
configure({ asyncUtilTimeout: 3000 });

// Every language at hand, as if loaded: a test renders in Chinese or Indonesian at once.
addTranslations('zh', translations.zh);
addTranslations('id', translations.id);

// The embedded backend answers every request the units make; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A page's content chunk loads as the page's code runs (preloadedPart): have it in before the first test, as a
// phone has it by the time the page's data arrives, so a test's wait is about data, not module transforms.
beforeAll(() => loadAllParts());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetStore();
});
afterAll(() => server.close());
