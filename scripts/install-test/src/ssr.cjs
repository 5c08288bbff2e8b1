// The same package from CommonJS (a Jest setup, an older server).
const assert = require('node:assert/strict');
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const { StarRating } = require('@loan-webview/kit/ui/StarRating');
const { formatMoney } = require('@loan-webview/kit/format');

assert.match(renderToString(h(StarRating, { label: 'Rate', defaultValue: 2 })), /role="radiogroup"/);
assert.equal(formatMoney(150000), '1500.00');
console.log('ssr (cjs): rendered');
