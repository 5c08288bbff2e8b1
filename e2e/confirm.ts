import type { Page } from '@playwright/test';

/**
 * The loan-detail-push bodies this page sent, read from its own requests (the backend's store is shared by
 * the tests running in parallel, so a reset elsewhere could empty it).
 */
export function pushesOf(page: Page): Record<string, string>[] {
  const bodies: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (/loan-detail-push|gopia\/goya\/pledge/.test(request.url())) {
      bodies.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
    }
  });
  return bodies;
}
