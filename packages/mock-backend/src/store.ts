import { contactFixture } from './fixtures/contact';

/**
 * The embedded backend's state. One store serves every handler, so a write (a saved complaint, a bound
 * card, a rating) is visible to the reads that follow, as with the real backend.
 */
export interface MockStore {
  contact: { email: string; smWa: string };
}

export function createStore(): MockStore {
  return structuredClone({
    contact: contactFixture,
  });
}

export const store: MockStore = createStore();

/** Back to the fixtures (between tests, or `POST /__mock/reset`). */
export function resetStore(): void {
  Object.assign(store, createStore());
}
