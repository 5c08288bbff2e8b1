import { server } from '@loan-webview/mock-backend/test-server';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBridge } from '@loan-webview/kit/bridge';
import { getConfig, setConfig } from '@loan-webview/kit/config';
import { I18nProvider, type Language } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { CustomerServicePage } from './page';

const PATH = '*/planes/v3/personal-center/contact-kf-info';

function renderPage(language: Language = 'en') {
  return render(
    <I18nProvider language={language}>
      <CustomerServicePage />
    </I18nProvider>,
  );
}

afterEach(() => setConfig(undefined));

describe('CustomerServicePage', () => {
  it('shows a loading state, then the telephone and the e-mail link', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // The number written as the market groups it, called as its digits.
    const call = await screen.findByRole('button', { name: 'Call 09171234567' });
    expect([...call.querySelectorAll('.loan-customer-service__digits')].map((group) => group.textContent)).toEqual([
      '0917',
      '123',
      '4567',
    ]);
    expect(screen.getByRole('link', { name: 'Send an e-mail to help@pesoloan.ph' })).toHaveAttribute(
      'href',
      'mailto:help@pesoloan.ph',
    );
  });

  it('offers a WhatsApp chat with the service mobile, and the service hours from the configuration', async () => {
    setConfig({ serviceHours: 'Mon–Sat, 9:00 AM – 6:00 PM' });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open chat on WhatsApp with 09171234567' })).toHaveAttribute(
      'href',
      'https://wa.me/639171234567',
    );
    expect(screen.getByText(textOf('customerService.serviceHours')).parentElement).toHaveTextContent(
      'Phone and chat hours Mon–Sat, 9:00 AM – 6:00 PM',
    );
  });

  it('a landline gets no chat link; empty hours, no hours row', async () => {
    setConfig({ serviceHours: '' });
    server.use(http.post(PATH, () => HttpResponse.json({ code: 0, data: { smWa: '(02) 8123 4567', email: '' } })));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Call (02) 8123 4567' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByText(textOf('customerService.serviceHours'))).toBeNull();
  });

  it('dials through the native bridge', async () => {
    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { callTelephone: { postMessage } } } });
    const calls: unknown[] = [];
    getBridge().events.on('call', (call) => calls.push(call));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Call 09171234567' }));
    delete (window as { webkit?: unknown }).webkit;
    expect(postMessage).toHaveBeenCalledWith(['09171234567']);
    expect(calls).toContainEqual({ action: 'callTelephone', payload: ['09171234567'], host: 'ios' });
  });

  it('a double tap on the number opens the dialer once', async () => {
    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { callTelephone: { postMessage } } } });
    try {
      renderPage();
      const dial = await screen.findByRole('button', { name: 'Call 09171234567' });
      // Two taps in one task, as a quick double tap lands: a shell of contract 1 never answers either.
      act(() => {
        dial.click();
        dial.click();
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(postMessage).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { webkit?: unknown }).webkit;
    }
  });

  it('says the number to call when a contract-2 shell answers that it could not dial, and nothing when it did', async () => {
    // The shell answers through the entry point the page installed on its declaration.
    const answer = (result: unknown) => (message: { id: string }) =>
      queueMicrotask(() =>
        (window as { loanShell?: { answer?: (id: string, result: unknown) => boolean } }).loanShell!.answer!(
          message.id,
          result,
        ),
      );
    let reply = answer({ ok: false, reason: 'failed', code: 'NO_DIALER' });
    Object.assign(window, {
      loanShell: { contract: 2, actions: ['callTelephone'] },
      webkit: { messageHandlers: { callTelephone: { postMessage: (message: { id: string }) => reply(message) } } },
    });
    try {
      renderPage();
      const dial = await screen.findByRole('button', { name: 'Call 09171234567' });
      const status = document.querySelector('.loan-page__phone-unreached')!;
      expect(status).toHaveAttribute('role', 'status');
      expect(status).toBeEmptyDOMElement();
      await userEvent.click(dial);
      await waitFor(() =>
        expect(status).toHaveTextContent('Your phone did not start the call. Call 09171234567 from your phone app.'),
      );
      reply = answer({ ok: true, value: null });
      await userEvent.click(screen.getByRole('button', { name: 'Call 09171234567' }));
      await waitFor(() => expect(status).toBeEmptyDOMElement());
    } finally {
      delete (window as { webkit?: unknown; loanShell?: unknown }).webkit;
      delete (window as { loanShell?: unknown }).loanShell;
    }
  });

  it('falls back to the configured service phone when the server sends none', async () => {
    setConfig({ servicePhone: '09225550000' });
    server.use(http.post(PATH, () => HttpResponse.json({ code: 0, data: { email: 'a@b.ph' } })));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Call 09225550000' })).toBeInTheDocument();
  });

  it('shows the server message with Retry, and Retry loads again', async () => {
    let failures = 1;
    server.use(
      http.post(PATH, () => (failures-- > 0 ? HttpResponse.json({ code: 7, message: 'Session expired' }) : undefined)),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired');
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(await screen.findByRole('button', { name: 'Call 09171234567' })).toBeInTheDocument();
  });

  it('renders only catalog text besides the data, in every language', async () => {
    for (const language of ['en', 'zh', 'id', 'fil'] as const) {
      const { container, unmount } = renderPage(language);
      await screen.findAllByRole('link');
      expectOnlyCatalogText(container, ['0917', '123', '4567', 'help@pesoloan.ph', getConfig().serviceHours]);
      unmount();
    }
  });
});
