// Run with --conditions=react-server and the RSC loader, as a React Server Components bundler sees the package:
// a client entry is a boundary (its exports are client references), a domain entry runs on the server.
import assert from 'node:assert/strict';

const isClientReference = (value) => value?.$$typeof === Symbol.for('react.client.reference');

for (const entry of [
  '@loan-webview/kit',
  '@loan-webview/kit/ui',
  '@loan-webview/kit/ui/StarRating',
  '@loan-webview/kit/hooks',
  '@loan-webview/kit/i18n',
]) {
  const module = await import(entry);
  const exports = Object.entries(module);
  assert.ok(exports.length > 0, `${entry} has exports`);
  for (const [name, value] of exports) assert.ok(isClientReference(value), `${entry} ${name} is a client reference`);
}

const serverSafe = [
  'api',
  'bridge',
  'format',
  'config',
  'routes',
  'session',
  'storage',
  'toast',
  'offline',
  'testing',
  'i18n/catalog',
  'i18n/messages/ui',
];
for (const entry of serverSafe) {
  const module = await import(`@loan-webview/kit/${entry}`);
  for (const [name, value] of Object.entries(module)) {
    assert.ok(!isClientReference(value), `@loan-webview/kit/${entry} ${name} runs on the server`);
  }
}
const { formatMoney } = await import('@loan-webview/kit/format');
assert.equal(formatMoney(250000), '2500.00');
// The pure helpers the components use are callable on the server from /format (issue 28.3).
const { isProductEnabled, toneOfStatus } = await import('@loan-webview/kit/format');
assert.equal(toneOfStatus(21), 'success');
assert.equal(isProductEnabled({ isEnabled: '0' }), false);
const { callNative } = await import('@loan-webview/kit/bridge');
assert.deepEqual(await callNative('toHome'), { ok: false, reason: 'unsupported', posted: false });
console.log(`rsc: 5 client entries are boundaries, ${serverSafe.length} domain entries run on the server`);
