import { resetStore } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { addTranslations } from '@loan-webview/kit/i18n';
import { loadAllParts } from '@loan-webview/kit/ui/LazyBoundary';
import { translations } from '@loan-webview/kit/i18n/catalog';
import { addCatalog } from '@loan-webview/kit/testing';
import { loadPageCatalog } from '@loan-webview/pages/catalog';
import { setConfig } from '@loan-webview/kit/config';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts } from '@loan-webview/kit/toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetWarnings } from '../packages/kit/src/api/fields';

// findBy/waitFor wait up to 3 s, not 1: on a busy 2-core CI machine a page's answer and render can take longer.
configure({ asyncUtilTimeout: 3000 });

const { pageMessages, pageTranslations } = await loadPageCatalog();
// Every language at hand, as if loaded: a test renders in Chinese, Indonesian or Filipino at once.
for (const language of Object.keys(translations) as (keyof typeof translations)[])
  addTranslations(language, { ...translations[language], ...pageTranslations[language] });
// The pages' strings count as catalog text for expectOnlyCatalogText, as the kit's do.
addCatalog(pageMessages, pageTranslations);

// The embedded backend answers every request the units make; an unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A page's content chunk loads as the page's code runs (preloadedPart): have it in before the first test, as a
// phone has it by the time the page's data arrives, so a test's wait is about data, not module transforms.
beforeAll(() => loadAllParts());
// The test files share one module instance and one document per worker (vitest.config.ts: isolate false, for
// speed): each test leaves the page as it found it.
// (A file may run in the node environment: no document to reset there.)
const START_URL = typeof location === 'undefined' ? undefined : location.href;
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // A test that fixed the day (fixDay) gives the clock back before the books are dated again, from today.
  vi.useRealTimers();
  resetStore();
  setConfig(undefined);
  setCommonParams({});
  clearToasts();
  forgetWarnings();
  if (START_URL === undefined) return;
  localStorage.clear();
  sessionStorage.clear();
  if (location.href !== START_URL) history.replaceState(null, '', START_URL);
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('lang');
});
afterAll(() => server.close());
