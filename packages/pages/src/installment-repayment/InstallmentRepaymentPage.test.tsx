import { store } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { readStored } from '@loan-webview/kit/storage';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { InstallmentRepaymentPage } from './page';

afterEach(() => {
  setCommonParams({});
  clearToasts();
  localStorage.clear();
});

function open() {
  setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD174' });
  return render(
    <I18nProvider language="en">
      <InstallmentRepaymentPage />
    </I18nProvider>,
  );
}

describe('InstallmentRepaymentPage', () => {
  it('folds the details to 2 rows with a More/Hide toggle', async () => {
    open();
    expect(await screen.findByText('Principal')).toBeInTheDocument();
    expect(screen.queryByText('Late charge')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('Late charge')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('Late charge')).toBeNull();
  });

  it('the chosen channel reaches generate-vcode, once for a double tap, and the info is saved for code page 2', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open();
    // Every channel on the page itself; the one the answer's code belongs to starts chosen, with its code (ADR 0076).
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(4);
    expect(within(methods).getByRole('radio', { name: 'Dragonpay (bank transfer)' })).toBeChecked();
    expect(screen.getByText('DP7777777174')).toBeInTheDocument();
    // Another channel: never the Dragonpay code beside it, but the way to its own.
    await userEvent.click(within(methods).getByRole('radio', { name: '7-Eleven' }));
    expect(within(methods).getByRole('radio', { name: '7-Eleven' })).toBeChecked();
    expect(screen.queryByText('DP7777777174')).toBeNull();
    expect(screen.getByText('Tap Pay now to get your 7-Eleven code and how to pay with it.')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay now' });
    act(() => {
      pay.click();
      pay.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.recorded.payCodes).toHaveLength(1);
    expect(store.recorded.payCodes[0]).toMatchObject({ channelNumber: '3002', isDelay: '0', orderId: 'ORD174' });
    const target = new URL(String(assign.mock.calls[0][0]));
    expect(target.pathname).toBe('/repaymentOfCode/');
    expect(target.searchParams.get('showType')).toBe('2');
    // Saved for code page 2 and the counter: the code just generated for this payment, with its channel.
    const saved = readStored('repaymentInfo');
    expect(saved?.defDetail.payCode).toBe(target.searchParams.get('payCode'));
    expect(saved?.repayAmount).toBe(Number(store.recorded.payCodes[0].amount));
    expect(saved?.channelName).toBe('7-Eleven');
  });

  it('refuses a hostile payUrl with a toast and goes nowhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post('*/planes/v3/loan-details/generate-vcode', () =>
        HttpResponse.json({ code: 0, data: { payUrl: 'javascript:alert(document.cookie)' } }),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('This link cannot be opened'));
    expect(assign).not.toHaveBeenCalled();
  });
});
