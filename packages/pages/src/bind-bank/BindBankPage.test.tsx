import { store } from '@loan-webview/mock-backend';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { BindBankPage } from './page';
import { recordIosBridge } from '../shell/test-bridge';

const posted = recordIosBridge();
/** The binding's own shell calls, without the funnel's (`confirmBurialPoint`), which a test checks once. */
const shellActions = () => posted.map((call) => call.action).filter((action) => action !== 'confirmBurialPoint');

afterEach(() => {
  setCommonParams({});
  sessionStorage.clear();
  localStorage.clear();
});

function open(query: Record<string, string> = {}) {
  setCommonParams({ sessionId: 's1', product_id: 'P1001', ...query });
  return render(
    <I18nProvider language="en">
      <BindBankPage />
    </I18nProvider>,
  );
}

async function fillBankAccount() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Bank' }));
  await userEvent.click(screen.getByRole('radio', { name: 'BPI' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'Juan Dela Cruz');
  await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567890123');
  const birthday = screen.getByLabelText('Date of birth');
  await userEvent.type(birthday, '1990-05-17');
  // The first region, province and city the embedded backend offers.
  for (const depth of [1, 2, 3]) {
    await userEvent.click(screen.getByRole('combobox', { name: `City of residence ${depth}` }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'City of residence' })).getAllByRole('radio')[0]);
  }
  await userEvent.type(screen.getByRole('textbox', { name: 'ID number' }), '123456789012');
}

describe('BindBankPage', () => {
  it('builds the form from card-init, only catalog text besides the server labels', async () => {
    const { container } = open();
    expect(await screen.findByRole('heading', { name: textOf('bindBank.title') })).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Bank' });
    // What the account is for, said before any field.
    expect(screen.getByText(textOf('bindBank.why'))).toBeInTheDocument();
    const labels = store.bank.items.flatMap((item) => [item.title, item.subtitle]);
    const options = store.bank.items.flatMap((item) => item.note.map((option) => option.name));
    expectOnlyCatalogText(container, [...labels, ...options, 'Bank account', 'E-wallet']);
  });

  it('saves to bind-card-new with the product, card type and channel, once for a double tap, then closes', async () => {
    open();
    await fillBankAccount();
    const next = screen.getByRole('button', { name: textOf('ui.next') });
    act(() => {
      next.click();
      next.click();
    });
    await waitFor(() => expect(posted.map((call) => call.action)).toContain('closeWebview'));
    // The shell hears the binding start when the page opens and end once, before the webview closes.
    expect(shellActions()).toEqual(['startBank', 'endBank', 'closeWebview']);
    expect(posted.filter((call) => call.action === 'confirmBurialPoint').map((call) => call.payload)).toEqual([
      [{ event: 'save_tapped', route: '' }],
      [{ event: 'bind_succeeded', route: '' }],
    ]);
    const saves = store.bank.bound;
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      endpoint: 'bindCard',
      product_id: 'P1001',
      cardType: '1',
      channelNumber: '90006',
      bankName: 'BPI',
      cardNo: '1234567890123',
      accountName: 'Juan Dela Cruz',
    });
    // Saved: the draft is gone.
    expect(sessionStorage.length).toBe(0);
  });

  it('opened from the order details, saves to cardChange and returns to the order', async () => {
    const assign = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    open({ source: 'loanDetail' });
    await fillBankAccount();
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.next') }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0][0])).toMatch(/\/badSpark\/\?.*source=loanDetail/);
    expect(store.bank.bound.at(-1)).toMatchObject({ endpoint: 'cardChange', product_id: 'P1001' });
  });

  it('keeps every value in sessionStorage only, and restores it after a reload', async () => {
    const first = open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Account name' }), 'Maria');
    await waitFor(() => expect(sessionStorage.getItem('loan:bank')).toContain('Maria'));
    expect(localStorage.length).toBe(0);
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: 'Account name' })).toHaveValue('Maria');
  });

  it('shows a refusal next to the form and keeps what was typed', async () => {
    open({ mock: 'fail:bindCard' });
    await fillBankAccount();
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.next') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy');
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('Juan Dela Cruz');
    // A refused save ends nothing: the borrower is still binding.
    expect(shellActions()).toEqual(['startBank']);
  });

  it('an unknown kind of field or input type degrades to a plain digits field; the rest of the form works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const items = store.bank.items as unknown as Record<string, unknown>[];
    Object.assign(
      items.find((item) => item.code === 'idNumber')!,
      { cate: 'slider', inputType: 'hologram' },
    );
    items.push({ code: 'broken', cate: null, title: null, note: 'x', cardTypeMi: 'all' }, null as never);
    open();
    const id = await screen.findByRole('textbox', { name: 'ID number' });
    await userEvent.type(id, '12ab34');
    expect(id).toHaveValue('1234');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
  });

  it('with no fields to fill in, says so and offers a way back to the app', async () => {
    open({ mock: 'empty' });
    expect(await screen.findByRole('heading', { name: 'This form is not available right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.back') }));
    expect(shellActions()).toEqual(['startBank', 'endBank', 'closeWebview']);
  });

  describe('with a shell of contract 2 that answers startBank', () => {
    type Shell = { answer?: (id: string, result: unknown) => boolean };
    const answerStart = (result: unknown) => {
      const { id } = posted.find((call) => call.action === 'startBank')!.payload as { id: string };
      act(() => void (window as { loanShell?: Shell }).loanShell!.answer!(id, result));
    };
    afterEach(() => {
      delete (window as { loanShell?: unknown }).loanShell;
    });
    const declare = () =>
      Object.assign(window, { loanShell: { contract: 2, actions: ['startBank', 'endBank', 'closeWebview'] } });

    it('bound by the shell: says so, ends the session and closes, with no form left to fill', async () => {
      declare();
      open();
      await screen.findByRole('combobox', { name: 'Bank' });
      answerStart({ ok: true, value: { outcome: 'bound' } });
      expect(await screen.findByRole('status')).toHaveTextContent('Your payment account is saved');
      expect(screen.queryByRole('combobox', { name: 'Bank' })).toBeNull();
      // It leaves from an effect after the words show: on a loaded machine that is a moment later (issue 80).
      await waitFor(() => expect(shellActions()).toEqual(['startBank', 'endBank', 'closeWebview']));
    });

    it('bound by the shell after the form was saved: the borrower is sent on once', async () => {
      declare();
      open();
      await fillBankAccount();
      await userEvent.click(screen.getByRole('button', { name: textOf('ui.next') }));
      await waitFor(() => expect(shellActions()).toContain('closeWebview'));
      answerStart({ ok: true, value: { outcome: 'bound' } });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(shellActions()).toEqual(['startBank', 'endBank', 'closeWebview']);
    });

    it('cancelled in the shell: says nothing was saved, and the form is still there to fill', async () => {
      declare();
      open();
      answerStart({ ok: true, value: { outcome: 'cancelled' } });
      const note = await screen.findByText(
        'Binding in the app was cancelled and nothing was saved. You can enter your account here.',
      );
      expect(note).toHaveAttribute('role', 'status');
      await fillBankAccount();
      expect(screen.getByRole('button', { name: textOf('ui.next') })).toBeEnabled();
      expect(shellActions()).toEqual(['startBank']);
    });

    it('failed in the shell: an alert above the form; a shell that binds nothing itself leaves the form alone', async () => {
      declare();
      open();
      answerStart({ ok: false, reason: 'failed', code: 'BANK_DOWN' });
      expect(await screen.findByRole('alert')).toHaveTextContent('The app could not bind your account');
      expect(await screen.findByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
      cleanup();
      posted.length = 0;
      open();
      await screen.findByRole('combobox', { name: 'Bank' });
      answerStart({ ok: true, value: { outcome: 'form' } });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
