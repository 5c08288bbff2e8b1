import { store } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { recordIosBridge } from '../shell/test-bridge';
import { LoginFailurePage } from './page';
import { textOf } from '@loan-webview/kit/testing';

const posted = recordIosBridge();

afterEach(() => {
  setCommonParams({});
  clearToasts();
});

function open(params: Record<string, string> = {}) {
  setCommonParams({ sessionId: 's1', ...params });
  render(
    <I18nProvider language="en">
      <LoginFailurePage />
    </I18nProvider>,
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('LoginFailurePage', () => {
  it("says what failed (sign-in), the server's message and the recommended products", async () => {
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your account');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More loans for you' })).toBeInTheDocument();
  });

  it('offers her own way on before the other lenders: try again in the app, or ask customer service why', async () => {
    open();
    const retry = await screen.findByRole('button', { name: textOf('failure.tryAgain') });
    const ask = screen.getByRole('link', { name: textOf('failure.contactUs') });
    await waitFor(() => expect(ask.getAttribute('href')).toContain('/theThat/'));
    expect(ask.compareDocumentPosition(screen.getByRole('heading', { name: 'More loans for you' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(retry);
    expect(posted.map((call) => call.action)).toContain('toHome');
  });

  it('an enabled product applies (because), takes its link from define and opens it; a disabled one does nothing', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open();
    await screen.findByRole('alert');
    const disabled = store.recommendedProducts.find((p) => p.isEnabled === '0')!;
    const before = store.recorded.jumps.length;
    const disabledButton = within(card(disabled.name)).queryByRole('button');
    if (disabledButton && !(disabledButton as HTMLButtonElement).disabled) await userEvent.click(disabledButton);
    expect(store.recorded.jumps).toHaveLength(before);
    const page = store.recommendedProducts;
    const http = page.find((p) => p.productKey === 'K-CASHALO')!;
    await userEvent.click(within(card(http.name)).getByRole('button'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.recorded.jumps.slice(-2)).toMatchObject([
      { productKey: 'K-CASHALO', endpoint: 'productApply' },
      { productKey: 'K-CASHALO', endpoint: 'productJump', module: '31', position: String(page.indexOf(http)) },
    ]);
  });

  it('a non-http link goes to the native shell; a refused apply shows the server message', async () => {
    open();
    await screen.findByRole('alert');
    const native = store.recommendedProducts.find((p) => p.productKey === 'K-PERAHUB')!;
    await userEvent.click(within(card(native.name)).getByRole('button'));
    await waitFor(() => expect(posted.map((call) => call.action)).toContain('to'));
    const busy = store.recommendedProducts.find((p) => p.productKey === 'K-BUSY')!;
    await userEvent.click(within(card(busy.name)).getByRole('button'));
    await waitFor(() => expect(getToasts().length).toBeGreaterThan(0));
  });

  it('a hostile link from the jump is refused, not followed or handed to the shell', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post('*/gopia/goya/define', () =>
        HttpResponse.json({ code: '00', message: 'success', data: { link: 'javascript:alert(document.cookie)' } }),
      ),
    );
    open();
    await screen.findByRole('alert');
    const http_ = store.recommendedProducts.find((p) => p.productKey === 'K-CASHALO')!;
    await userEvent.click(within(card(http_.name)).getByRole('button'));
    await waitFor(() => expect(getToasts().map((toast) => toast.message)).toContain('This link cannot be opened'));
    expect(assign).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('a network failure offers Retry', async () => {
    open({ mock: 'network' });
    expect(await screen.findByRole('button', { name: textOf('common.retry') })).toBeInTheDocument();
  });
});
