/**
 * Liberal in what the server sends (../shared/decisions.md): the lender's backend changes without us, so one
 * unexpected value never fails the order page. Each case nulls or retypes one field of a real fixture and
 * expects the page to render its banner instead of an error. It failed on status 999, `isDelay: null`,
 * `userOrderDetail: null`, a null detail row, `isEnabled: null` and `tags: [null]`.
 */
import { store } from '@loan-webview/mock-backend';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts } from '@loan-webview/kit/toast';
import { LoanDetailPage } from './page';
import { textOf } from '@loan-webview/kit/testing';

const ORDER = 'ORD110';
const VARIANTS: unknown[] = [null, 999, '', 'x', {}, [null], true];
const INTERNAL = new Set(['principal', 'repayAmount', 'dueDate', 'orderId']);

/** Every field of the fixture, and the nested ones the page reads. */
function fieldPaths(): string[] {
  const order = store.orders.get(ORDER) as unknown as Record<string, unknown>;
  return [
    ...Object.keys(order).filter((key) => !INTERNAL.has(key)),
    'userOrderDetail.detail',
    'userOrderDetail.detail.0',
    'userOrderDetail.detail.0.value',
    'recProducts.0',
    'recProducts.0.isEnabled',
    'recProducts.0.tags',
    'recProducts.0.tags.0',
    'recProducts.0.name',
    'recProducts.0.logo',
  ];
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, target);
  parent[last] = value;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  setCommonParams({});
  clearToasts();
});

describe('LoanDetailPage with unexpected server values', () => {
  const cases = fieldPaths().flatMap((path) => VARIANTS.map((value) => [path, value] as const));

  it.each(cases)('%s = %j still renders the order', async (path, value) => {
    setPath(store.orders.get(ORDER) as unknown as Record<string, unknown>, path, value);
    setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: ORDER });
    const { container } = render(
      <I18nProvider language="en">
        <LoanDetailPage />
      </I18nProvider>,
    );
    // Loaded: the skeleton is gone, and what replaced it is the order, not an error.
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByText(textOf('common.errorTitle'))).toBeNull();
    expect(container.querySelector('.loan-status-banner')).not.toBeNull();
  });
});
