/**
 * The session params the native shell opens every page with, from the embedded backend's fixtures, so every URL
 * printed works. A page's own example query is in its `definePage` (`example`), which the build writes into
 * dist/site/manifest.json.
 */
export const SESSION_PARAMS = {
  appVersion: '3.2.0',
  deviceName: 'Redmi 9A',
  deviceId: 'a1b2c3d4e5f60718',
  osVersion: '10',
  sessionId: 'sess-demo-0001',
  gps_adid: '38400000-8cf0-11bd-b23e-10b96e40000d',
};

/** A built page's example query (a record of dist/site/manifest.json), the session included. */
export function exampleQuery(page) {
  return { ...SESSION_PARAMS, ...(page.example ?? {}) };
}

export function exampleUrl(origin, page) {
  return `${origin}${page.url}?${new URLSearchParams(exampleQuery(page))}`;
}
