/** The embedded backend's "now" (packages/mock-backend/src/fixtures/clock.ts): its plans and dates count from it. */
export const FIXTURE_NOW = new Date('2026-11-23T10:00:00+08:00');
