import { repaymentInfo, store } from '@loan-webview/mock-backend';
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
import { textOf } from '@loan-webview/kit/testing';

afterEach(() => {
  setCommonParams({});
  clearToasts();
  localStorage.clear();
});

/** A peso figure as the page writes it ("₱5,000.00", "−₱2,000.00"), in centavos. */
const centavos = (text: string) =>
  (/[−-]\s*₱/.test(text) ? -1 : 1) * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** ORD174's installment answer with a breakdown of its own, as another backend may write it. */
const answerWithDetail = (detail: { text: string; value: string }[]) =>
  server.use(
    http.post('*/planes/v3/installment/loan-play-detail', async () =>
      HttpResponse.json({ code: 0, data: { ...repaymentInfo(store.orders.get('ORD174')!), detail } }),
    ),
  );

function open(query: Record<string, string> = {}) {
  setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD174', ...query });
  return render(
    <I18nProvider language="en">
      <InstallmentRepaymentPage />
    </I18nProvider>,
  );
}

describe('InstallmentRepaymentPage', () => {
  it('for an order that can be extended, sets paying today beside extending, from the extension’s own answer', async () => {
    open({ orderId: 'ORD174D', isDelay: '1' });
    const choices = await screen.findByRole('region', { name: 'Your choices, side by side' });
    const captions = within(choices)
      .getAllByRole('figure')
      .map((bar) => bar.querySelector('figcaption')!.textContent);
    expect(captions[0]).toMatch(/^Repay in full today ₱[\d,]+\.\d\d in all$/);
    expect(captions.at(-1)).toMatch(/^Extend to .* ₱3,500\.00 in all$/);
    const extend = within(choices).getByRole('link', { name: 'Extend instead' });
    await waitFor(() => expect(extend.getAttribute('href')).toContain('/yourPeople/'));
    expect(within(choices).queryByRole('link', { name: 'Repay in full instead' })).toBeNull();
  });

  it('for one that cannot, asks nothing of the extension', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(request.url));
    open();
    await screen.findByRole('button', { name: /^Pay ₱/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Your choices, side by side' })).toBeNull();
    expect(asked.filter((url) => url.includes('/level/imitating'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it.each([
    ['installment', {}],
    ['installment with the extension offered', { isDelay: '1' }],
  ])(
    'a repaid loan (ORD200) asks for nothing: no overdue date, no code, no Pay, a way back to the loan (%s)',
    async (_, query) => {
      open({ orderId: 'ORD200', ...query });
      const money = await screen.findByRole('region', { name: textOf('repayment.amount') });
      expect(money).toHaveTextContent(textOf('repayment.settled'));
      expect(money).not.toHaveTextContent(/Overdue|Due /);
      expect(screen.getByRole('link', { name: textOf('repayment.seeLoan') })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
      expect(screen.queryByRole('group', { name: textOf('repayment.paymentMethod') })).toBeNull();
      expect(screen.queryByRole('region', { name: textOf('repayment.choice.title') })).toBeNull();
      expect(document.querySelector('.loan-pay-code')).toBeNull();
    },
  );

  it('shows every figure of the breakdown, and they add up to the amount; the fold keeps only what follows them', async () => {
    open();
    const summary = await screen.findByText('Repayment amount');
    const headline = centavos(summary.parentElement!.textContent!.match(/₱[\d,.]+/)![0]);
    const breakdown = screen.getByRole('region', { name: 'PesoLoan Regular' });
    const rows = within(breakdown)
      .getAllByRole('definition')
      .map((cell) => cell.textContent!);
    const figures = rows.filter((value) => /₱/.test(value)).map(centavos);
    // Principal, interest to today, late charge, repaid so far (negative): the design review's "do not add up".
    expect(figures).toHaveLength(4);
    expect(figures.reduce((sum, value) => sum + value, 0)).toBe(headline);
    // Under the figure, what is repaid and what is left on one bar: together what she repays in all.
    const bar = screen.getByRole('figure', { name: /^To repay in all ₱/ });
    const parts = within(bar)
      .getAllByRole('definition')
      .map((cell) => centavos(cell.textContent!));
    expect(parts).toEqual([200000, headline]);
    expect(screen.queryByText('ORD174')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.more') }));
    expect(screen.getByText('ORD174')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.hide') }));
    expect(screen.queryByText('ORD174')).toBeNull();
  });

  it('a spec-shaped breakdown without figures in its first rows folds to 2 as part 2 §9 says', async () => {
    answerWithDetail(
      ['Order reference', 'Lender code', 'Loan term'].map((text, index) => ({
        text,
        value: `X${index}`,
      })),
    );
    open();
    expect(await screen.findByText('Lender code')).toBeInTheDocument();
    expect(screen.queryByText('Loan term')).toBeNull();
  });

  it("keeps a breakdown's plain amounts in view as the spec's answer may write them (4800.00, no sign)", async () => {
    answerWithDetail([
      { text: 'Principal', value: '5000.00' },
      { text: 'Interest', value: '391.00' },
      { text: 'Late charge', value: '0.00' },
      { text: 'Order number', value: 'ORD174' },
    ]);
    open();
    expect(await screen.findByText('₱391.00')).toBeInTheDocument();
    expect(screen.getByText('₱0.00')).toBeInTheDocument();
    expect(screen.queryByText('ORD174')).toBeNull();
  });

  it('Pay names the amount and the chosen channel', async () => {
    open();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const amount = screen.getByText('Repayment amount').parentElement!.textContent!.match(/₱[\d,.]+/)![0];
    expect(screen.getByRole('button', { name: `Pay ${amount} via Dragonpay (bank transfer)` })).toBeEnabled();
    await userEvent.click(within(methods).getByRole('radio', { name: 'GCash' }));
    expect(screen.getByRole('button', { name: `Pay ${amount} via GCash` })).toBeEnabled();
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
    expect(screen.getByText('Tap Pay to get your 7-Eleven code and how to pay with it.')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /^Pay ₱[\d,.]+ via 7-Eleven$/ });
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
    // And the order it pays: the code page's "I've paid" opens its status.
    expect(saved?.order).toEqual({ productId: 'P1001', orderId: 'ORD174' });
  });

  it('refuses a hostile payUrl with a toast and goes nowhere', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post('*/planes/v3/loan-details/generate-vcode', () =>
        HttpResponse.json({ code: 0, data: { payUrl: 'javascript:alert(document.cookie)' } }),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay ₱/ }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('This link cannot be opened'));
    expect(assign).not.toHaveBeenCalled();
  });
});
