/**
 * Liberal in what the server sends (../shared/decisions.md), for both repayment pages: each case nulls or
 * retypes one field of the real fixture's answer and expects the page to render (amount heading, Pay button)
 * instead of an error. The fields are the ones the view reads. It failed on `defDetail: null` and any
 * non-object defDetail. The amount to pay is the one value the page cannot guess: without it, the borrower gets
 * the readable malformed-data state with Retry, never a wrong amount.
 */
import { handlers } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { render, screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts } from '@loan-webview/kit/toast';
import { ExtensionRepaymentPage } from '../extension-repayment';
import { InstallmentRepaymentPage } from '../installment-repayment';
import { textOf } from '@loan-webview/kit/testing';

const VARIANTS: unknown[] = [null, '', 'x', 999, {}, [null]];
const SHARED = [
  'repayDate',
  'productName',
  'productLogo',
  'detail',
  'detail.0',
  'detail.0.value',
  'repayList',
  'repayList.0',
  'repayList.0.name',
  'repayList.0.logo',
  'noticeMsg',
  'defDetail',
  'defDetail.payCode',
  'defDetail.payNotice',
  'isShowReyTop',
];
const PAGES = [
  { name: 'installment', Page: InstallmentRepaymentPage, path: 'loan-play-detail', fields: SHARED },
  {
    name: 'extension',
    Page: ExtensionRepaymentPage,
    path: 'imitating',
    fields: [...SHARED, 'delayInfo', 'delayInfo.delayAmount', 'repayPlan', 'repayPlan.0', 'repayPlan.0.time'],
  },
];

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, target);
  parent[last] = value;
}

/** The embedded backend's own answer with one field replaced. */
function answerWith(path: string, field: string, value: unknown) {
  return http.post(`*/${path}`, async ({ request }) => {
    const original = await getResponse(handlers, request);
    const envelope = (await original!.json()) as { data: Record<string, unknown> };
    setPath(envelope.data, field, value);
    return HttpResponse.json(envelope);
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  setCommonParams({});
  clearToasts();
});

describe.each(PAGES)('$name repayment page with unexpected server values', ({ Page, path, fields }) => {
  const cases = fields.flatMap((field) => VARIANTS.map((value) => [field, value] as const));

  it.each(cases)('%s = %j still renders the amount and Pay', async (field, value) => {
    server.use(answerWith(path, field, value));
    setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD174' });
    const { container } = render(
      <I18nProvider language="en">
        <Page />
      </I18nProvider>,
    );
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByText(textOf('common.errorTitle'))).toBeNull();
    expect(screen.getByRole('button', { name: /^Pay ₱/ })).toBeInTheDocument();
  });
});

describe.each(PAGES)('$name repayment page without a usable amount', ({ Page, path }) => {
  it.each(VARIANTS.filter((value) => typeof value !== 'number'))(
    'repayAmount = %j says so, with Retry',
    async (value) => {
      server.use(answerWith(path, 'repayAmount', value));
      setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD174' });
      render(
        <I18nProvider language="en">
          <Page />
        </I18nProvider>,
      );
      expect(await screen.findByRole('button', { name: textOf('common.retry') })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    },
  );
});
