import { store } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getBridge } from '@loan-webview/kit/bridge';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { LegacyRepaymentPage } from './page';
import { textOf } from '@loan-webview/kit/testing';

afterEach(() => {
  setCommonParams({});
  clearToasts();
  sessionStorage.clear();
});

function open() {
  setCommonParams({ sessionId: 's1', orderId: 'ORD174', amount: '345000' });
  return render(
    <I18nProvider language="en">
      <LegacyRepaymentPage />
    </I18nProvider>,
  );
}

const toasts = () => getToasts().map((t) => t.message);

describe('LegacyRepaymentPage', () => {
  it('asks for a card in the page before sending a code, then commits, sends the code and counts down', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Get verification code' }));
    // Said beside the cards, focus on the first of them; no toast over Confirm (issue 59.1).
    expect(screen.getByRole('radiogroup', { name: textOf('legacy.chooseCard') })).toHaveAccessibleDescription(
      'Please choose a bank card first!',
    );
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(toasts()).toEqual([]);
    expect(store.legacy.records.size).toBe(0);
    await userEvent.click(screen.getByRole('radio', { name: /BPI/ }));
    expect(screen.getByRole('radiogroup', { name: textOf('legacy.chooseCard') })).toHaveAccessibleDescription('');
    await userEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(store.legacy.records.size).toBe(1));
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A verification code was sent to the phone of this card');
    expect(toasts()).toEqual([]);
  });

  it('checks the code length, keeps a wrong code for another try, and submits the right one once', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /BDO/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(store.legacy.records.size).toBe(1));
    const code = screen.getByRole('textbox', { name: textOf('legacy.code') });
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.confirm') }));
    // Under the field, which is focused; typing clears it.
    expect(code).toHaveAccessibleDescription('Please enter a correct verification code');
    expect(code).toHaveFocus();
    await userEvent.type(code, '9');
    expect(code).toHaveAccessibleDescription('');
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code is wrong');
    expect(code).toHaveValue('123459');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.confirm') }));
    expect(await screen.findByRole('heading', { name: 'Your repayment was submitted' })).toHaveFocus();
    const [record] = [...store.legacy.records.entries()];
    expect(record[1].confirmed).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('ends on a receipt that survives a reload: amount, card, time and the reference', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /BDO/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(store.legacy.records.size).toBe(1));
    await userEvent.type(screen.getByRole('textbox', { name: textOf('legacy.code') }), '123456');
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.confirm') }));
    await screen.findByRole('heading', { name: 'Your repayment was submitted' });
    const [reference] = [...store.legacy.records.keys()];
    const receipt = () =>
      Object.fromEntries(
        screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent]),
      );
    // What she paid leads, largest, with its state: being posted.
    expect(screen.getByRole('region', { name: textOf('legacy.receiptPending') })).toHaveTextContent('₱3,450.00');
    expect(receipt()).toMatchObject({
      'Pay with': 'BDO Unibank •••• 1234',
      Submitted: expect.stringMatching(/\d{4}, \d{1,2}:\d{2}\s?[AP]M$/),
      Reference: reference,
    });
    cleanup();
    open();
    expect(await screen.findByRole('heading', { name: 'Your repayment was submitted' })).toBeInTheDocument();
    expect(receipt().Reference).toBe(reference);
    expect(screen.queryByRole('button', { name: textOf('legacy.confirm') })).toBeNull();
  });

  it('reopened on another phone after paying: the payment being posted is said before a second can start', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /BDO/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: textOf('legacy.code') }), '123456');
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.confirm') }));
    await screen.findByRole('heading', { name: 'Your repayment was submitted' });
    cleanup();
    // Nothing of it on this phone: the store knows.
    localStorage.clear();
    sessionStorage.clear();
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /BDO/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A repayment of this loan is already being processed, so no second one was started',
    );
    // No code sent for a second payment, none confirmed.
    expect([...store.legacy.records.values()].filter((record) => record.confirmed)).toHaveLength(1);
    expect(store.legacy.records.size).toBe(1);
  });

  it('a card list that fails without a message gets the default one, with Retry', async () => {
    server.use(http.post('*/service/loan/repayment-way', () => HttpResponse.json({}, { status: 502 })));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank cards could not be loaded');
    expect(screen.getByRole('button', { name: textOf('common.retry') })).toBeInTheDocument();
  });
});

describe('LegacyRepaymentPage: every state has a way on', () => {
  const bridgeCalls = () => {
    const calls: string[] = [];
    getBridge().events.on('call', ({ action }) => calls.push(action));
    return calls;
  };

  it('with no bank card: link one, or go back to the app (toHome)', async () => {
    server.use(
      http.post('*/api/v1/youmi/youmi-api/service/loan/repayment-way', () =>
        HttpResponse.json({ success: true, code: '00', data: { alipay: '', repayToken: 't', bankCards: [] } }),
      ),
    );
    const calls = bridgeCalls();
    open();
    expect(await screen.findByText('No bank card is linked for repayment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: textOf('legacy.bindCard') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.home') }));
    expect(calls).toContain('toHome');
  });

  it('needValid 0: no code is sent or said to be, and Confirm submits without one', async () => {
    server.use(
      http.post('*/api/v1/youmi/youmi-api/service/loan/repayment-commit', () =>
        HttpResponse.json({
          success: true,
          code: '00',
          data: { repayRecordId: 'R0', needValid: 0, withholdingAmount: 545000 },
        }),
      ),
    );
    let confirmed: URLSearchParams | undefined;
    server.use(
      http.post('*/api/v1/youmi/youmi-api/service/loan/repayment-confirm', async ({ request }) => {
        confirmed = new URLSearchParams(await request.text());
        return HttpResponse.json({ success: true, code: '00', data: null });
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /BPI/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByText(/No verification code is needed/)).toBeInTheDocument();
    expect(screen.queryByText('A verification code was sent to the phone of this card')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: textOf('legacy.confirm') }));
    expect(await screen.findByText('Your repayment was submitted')).toBeInTheDocument();
    expect(confirmed?.get('repaymentRecordId')).toBe('R0');
    expect(confirmed?.get('verifyCode') ?? '').toBe('');
  });
});
