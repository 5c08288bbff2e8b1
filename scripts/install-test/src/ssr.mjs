// Server rendering in plain Node (no DOM), ESM: every component renders its markup and keeps the host's props.
import assert from 'node:assert/strict';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as kit from '@loan-webview/kit';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { translations } from '@loan-webview/kit/i18n/catalog';
import { callNative } from '@loan-webview/kit/bridge';
import { getConfig, setConfig } from '@loan-webview/kit/config';

const product = {
  productId: 'P1',
  productKey: 'K1',
  logo: '',
  name: 'Cash Plus',
  buttonText: 'Apply',
  isEnabled: '1',
  amountRange: '₱2,000 - ₱20,000',
  amountCaption: 'Loan amount',
  rate: '0.05%/day',
  description: '',
  tags: [],
};
const noop = () => undefined;
const elements = {
  Button: h(kit.Button, null, 'Pay'),
  StatusBanner: h(kit.StatusBanner, { status: 21, title: 'Repaid' }),
  DetailRows: h(kit.DetailRows, { rows: [{ text: 'Amount', value: '₱1,000' }] }),
  StarRating: h(kit.StarRating, { label: 'Rate', defaultValue: 3 }),
  PayCodeBox: h(kit.PayCodeBox, { code: 'PC12345' }),
  ProductCard: h(kit.ProductCard, { product, onSelect: noop }),
  RecommendedProducts: h(kit.RecommendedProducts, { products: [product], onSelect: noop }),
  Tabs: h(kit.Tabs, { label: 'Tabs', items: [{ value: 'a', label: 'All', content: 'all' }] }),
  SegmentedControl: h(kit.SegmentedControl, { label: 'Type', options: [{ value: '1', label: 'Bank' }] }),
  Skeleton: h(kit.Skeleton),
  EmptyState: h(kit.EmptyState, { title: 'Nothing yet' }),
  ErrorState: h(kit.ErrorState, { message: 'Failed', onRetry: noop }),
  CountdownButton: h(kit.CountdownButton, { onRequest: async () => true }),
  AgreementCheck: h(kit.AgreementCheck, { agreements: [{ title: 'Terms' }], onOpenAgreement: noop }),
  KeyboardAwareFooter: h(kit.KeyboardAwareFooter, null, 'Next'),
  PhoneInput: h(kit.PhoneInput, { 'aria-label': 'Phone', defaultValue: '09171234567' }),
  DigitsInput: h(kit.DigitsInput, { 'aria-label': 'Digits' }),
  CardNumberInput: h(kit.CardNumberInput, { 'aria-label': 'Card' }),
  SmsCodeInput: h(kit.SmsCodeInput, { 'aria-label': 'Code' }),
  ImageUploader: h(kit.ImageUploader, { upload: async () => ({ ok: true, url: '/x.jpg' }) }),
  ToastHost: h(kit.ToastHost),
};
// react-hook-form is an optional peer (issue 71): a host without it loads everything but BankForm's own subpath.
const hasHookForm = await import('react-hook-form').then(
  () => true,
  () => false,
);
if (hasHookForm) {
  const { BankForm } = await import('@loan-webview/kit/ui/BankForm');
  elements.BankForm = h(BankForm, {
    items: [
      {
        code: 'name',
        title: 'Account name',
        subtitle: '',
        value: '',
        cate: 'txt',
        inputType: 'text',
        note: [],
        cardTypeMi: 0,
        channelNumber: '',
      },
    ],
    cardTypes: [
      { type: 1, name: 'Bank' },
      { type: 2, name: 'E-wallet' },
    ],
    onSubmit: noop,
  });
} else {
  await assert.rejects(import('@loan-webview/kit/ui/BankForm'), /react-hook-form/, 'BankForm needs react-hook-form');
}
for (const [name, element] of Object.entries(elements)) {
  const html = renderToString(h(I18nProvider, { language: 'en' }, element));
  assert.match(html, /class="[^"]*loan-/, `${name} renders its markup`);
}
// The strings handed to the provider make the server HTML Chinese, not English until hydration (issue 28.6).
const retry = h(kit.ErrorState, { message: 'Failed', onRetry: noop });
assert.doesNotMatch(renderToString(h(I18nProvider, { language: 'zh' }, retry)), /重试/);
assert.match(
  renderToString(h(I18nProvider, { language: 'zh', messages: translations.zh }, retry)),
  />重试</,
  'a provider given its strings renders the language on the server',
);
const button = renderToString(h(kit.Button, { className: 'host-button', style: { marginTop: 7 }, id: 'pay' }, 'Pay'));
assert.match(button, /class="[^"]*loan-button[^"]*host-button/, 'className is merged');
assert.match(button, /style="margin-top:7px"/, 'style reaches the root');
assert.deepEqual(
  await callNative('closeWebview'),
  { ok: false, reason: 'unsupported', posted: false },
  'a call to the shell on a server is a no-op that says so',
);
// A host configures part of the kit at a time; a bad field falls back alone (issue 28.5).
const quiet = console.error;
console.error = () => undefined;
setConfig({ language: 'zh', apiBase: 'https://not-listed.example' });
setConfig({ servicePhone: '0288881234' });
console.error = quiet;
assert.equal(getConfig().language, 'zh', 'a partial setConfig keeps the fields it was given before');
assert.equal(getConfig().servicePhone, '0288881234');
assert.equal(getConfig().apiBase, '', 'an invalid apiBase falls back alone');
setConfig(undefined);
console.log(
  `ssr (esm): ${Object.keys(elements).length} components rendered${hasHookForm ? '' : ', BankForm alone needs react-hook-form'}`,
);

// One kit per page even when a host loads both of its builds (issue 71, ADR 0087): the CommonJS copy sees what the
// ES module did, and the other way round.
{
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const toastEsm = await import('@loan-webview/kit/toast');
  const toastCjs = require('@loan-webview/kit/toast');
  assert.notEqual(toastEsm.showToast, toastCjs.showToast, 'two builds loaded, two module instances');
  toastEsm.clearToasts();
  toastEsm.showToast('Saved');
  assert.deepEqual(
    toastCjs.getToasts().map((toast) => toast.message),
    ['Saved'],
    'one toast queue across builds',
  );
  toastCjs.clearToasts();
  assert.equal(toastEsm.getToasts().length, 0);
  const configCjs = require('@loan-webview/kit/config');
  configCjs.setConfig({ servicePhone: '0288881234' });
  assert.equal(getConfig().servicePhone, '0288881234', 'one configuration across builds');
  setConfig(undefined);
  const i18nCjs = require('@loan-webview/kit/i18n');
  i18nCjs.registerMessages({ 'host.dual': { source: 'Registered by the other build' } });
  const { createTranslator } = await import('@loan-webview/kit/i18n');
  assert.equal(createTranslator('en')('host.dual'), 'Registered by the other build', 'one catalog across builds');
  const sessionCjs = require('@loan-webview/kit/session');
  const { getCommonParams, setCommonParams } = await import('@loan-webview/kit/session');
  sessionCjs.setCommonParams({ sessionId: 'dual' });
  assert.equal(getCommonParams().sessionId, 'dual', 'one session across builds');
  setCommonParams({});
  const bridgeCjs = require('@loan-webview/kit/bridge');
  const { getBridge } = await import('@loan-webview/kit/bridge');
  assert.equal(bridgeCjs.getBridge(), getBridge(), 'one bridge across builds');
  console.log('ssr: both builds loaded in one process share one toast queue, configuration, catalog, session, bridge');
}
