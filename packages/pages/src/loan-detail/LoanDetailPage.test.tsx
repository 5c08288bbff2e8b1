import { fixDay } from '@loan-webview/mock-backend/test-server';
import { store } from '@loan-webview/mock-backend';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { LoanDetailPage } from './page';
import { recordIosBridge } from '../shell/test-bridge';

const posted = recordIosBridge();

afterEach(() => {
  setCommonParams({});
  clearToasts();
});

function openOrder(orderId: string) {
  setCommonParams({ sessionId: 's1', productId: 'P1001', orderId });
  return render(
    <I18nProvider language="en">
      <LoanDetailPage />
    </I18nProvider>,
  );
}

/** A repaid order that asks for a rating: the invitation in the page, then its dialog. */
async function rateFromPage() {
  openOrder('ORD200');
  await userEvent.click(await screen.findByRole('button', { name: textOf('loanDetail.rateNow') }));
  return screen.findByRole('dialog', { name: textOf('loanDetail.rateTitle') });
}

describe('LoanDetailPage', () => {
  it('shows the skeleton, then the banner, product and order rows', async () => {
    openOrder('ORD174');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('region', { name: 'Partially repaid' })).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByRole('heading', { name: 'PesoLoan Regular' })).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('ORD174');
    expect(screen.getByRole('button', { name: 'Repay now' })).toBeInTheDocument();
  });

  it('refreshes the status where she reads it: paid at a counter, Refresh shows it repaid, with the time', async () => {
    openOrder('ORD170');
    await screen.findByRole('region', { name: 'Repayment due' });
    expect(screen.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
    const order = store.orders.get('ORD170')!;
    Object.assign(order, { orderStatus: 200, noticeStatusText: 'Repaid' });
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.refresh') }));
    expect(await screen.findByRole('region', { name: 'Repaid' })).toBeInTheDocument();
    // A refresh that fails keeps the page she was reading, and says how old it is.
    setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD170', mock: 'network' });
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.refresh') }));
    expect(await screen.findByText(/^Could not refresh\. This is the status of /)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Repaid' })).toBeInTheDocument();
  });

  it('borrow again records the event (module 30, position 0), then opens product detail through the bridge', async () => {
    openOrder('ORD200');
    await userEvent.click(await screen.findByRole('button', { name: textOf('loanDetail.borrowAgain') }));
    await waitFor(() => expect(posted.map((call) => call.action)).toContain('to'));
    expect(store.recorded.events).toEqual([{ productId: 'P1001', moduleId: '30', positionId: '0', sessionId: 's1' }]);
    expect(posted.find((call) => call.action === 'to')?.payload).toEqual({
      page: 'productDetail',
      params: { sessionId: 's1', productId: 'P1001', orderId: 'ORD200' },
    });
  });

  it('asks for a rating as the status allows: none over a declined order, an invitation beside Borrow Again', async () => {
    openOrder('ORD110S');
    await screen.findByRole('region', { name: /Review failed/ });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: textOf('loanDetail.rateNow') })).toBeNull();
    cleanup();
    openOrder('ORD200');
    const invitation = await screen.findByRole('region', { name: textOf('loanDetail.rateTitle') });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(invitation).getByRole('button', { name: textOf('loanDetail.rateNow') }));
    expect(await screen.findByRole('dialog', { name: textOf('loanDetail.rateTitle') })).toBeInTheDocument();
  });

  it('asks for no rating over a loan still being paid out: after it is out, in the page', async () => {
    openOrder('ORD151S');
    await screen.findByRole('heading', { name: 'PesoLoan Regular' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: textOf('loanDetail.rateNow') })).toBeNull();
  });

  it('rating: no star asks to choose; the chosen score is sent; 4 stars opens the store review and the result modal', async () => {
    const dialog = await rateFromPage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(getToasts().map((t) => t.message)).toContain('Please choose a rating');
    expect(store.recorded.scores).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: textOf('loanDetail.thanksTitle') })).toBeInTheDocument();
    expect(store.recorded.scores).toEqual([{ score: '4', sessionId: 's1' }]);
    expect(posted.map((call) => call.action)).toContain('toRate');
    expect(getToasts().map((t) => t.message)).toContain('Thank you for your rating!');
  });

  it('with a contract-2 shell: no rating without toRate; 5 stars whose review did not show still say thank you', async () => {
    const declare = (actions: string[]) => Object.assign(window, { loanShell: { contract: 2, actions } });
    try {
      declare(['callTelephone']);
      openOrder('ORD200');
      // The order is on screen (its phone line's status region renders with it), and no rating asks anywhere.
      await waitFor(() => expect(document.querySelector('.loan-page__phone-unreached')).not.toBeNull());
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('dialog', { name: textOf('loanDetail.rateTitle') })).toBeNull();
      expect(screen.queryByRole('button', { name: textOf('loanDetail.rateNow') })).toBeNull();
      cleanup();
      declare(['toRate']);
      const dialog = await rateFromPage();
      await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(posted.map((call) => call.action)).toContain('toRate'));
      const { id } = posted.find((call) => call.action === 'toRate')!.payload as { id: string };
      act(() => {
        (window as { loanShell?: { answer?: (id: string, result: unknown) => boolean } }).loanShell!.answer!(id, {
          ok: true,
          value: { shown: false },
        });
      });
      expect(await screen.findByRole('dialog', { name: textOf('loanDetail.thanksTitle') })).toBeInTheDocument();
    } finally {
      delete (window as { loanShell?: unknown }).loanShell;
    }
  });

  it('a double tap on Submit sends the score once', async () => {
    const dialog = await rateFromPage();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    const submit = within(dialog).getByRole('button', { name: 'Send' });
    // Two clicks in one task: the button has not re-rendered as busy in between.
    act(() => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(store.recorded.scores).toHaveLength(1));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Thank you for your rating!'));
    expect(store.recorded.scores).toHaveLength(1);
  });

  it('a recommended product with a server error shows the server message', async () => {
    openOrder('ORD21');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now: Tala Express' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('This product is not available in your area yet'),
    );
  });

  it('a page opened without an order says so, without a useless Retry', async () => {
    setCommonParams({ productId: 'P1001' });
    render(<LoanDetailPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('opened without an order');
    expect(screen.queryByRole('button', { name: textOf('common.retry') })).toBeNull();
  });

  it('an unknown order shows the server message, and no Retry that cannot help', async () => {
    openOrder('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order NOPE was not found');
    expect(screen.queryByRole('button', { name: textOf('common.retry') })).toBeNull();
  });

  it('a missing order offers the way home, through the native shell (toHome)', async () => {
    openOrder('NOPE');
    await userEvent.click(await screen.findByRole('button', { name: textOf('loanDetail.goHome') }));
    expect(posted).toEqual([{ action: 'toHome', payload: [''] }]);
  });

  it('records the funnel through confirmBurialPoint: the action tapped, by name and route only', async () => {
    openOrder('ORD170');
    await userEvent.click(await screen.findByRole('button', { name: 'Repay now' }));
    const events = posted.filter((call) => call.action === 'confirmBurialPoint');
    expect(events).toEqual([{ action: 'confirmBurialPoint', payload: [{ event: 'repay_tapped', route: '' }] }]);
  });

  it('leads with the amount due and its date written for people; the other rows fold below (money first)', async () => {
    // A fixed day, whose due date the test can write out: the books' 12 days from 2026-11-23.
    fixDay();
    const { container } = openOrder('ORD174');
    const figure = await screen.findByRole('region', { name: 'Amount due' });
    // ₱5,450 due less the ₱2,000 already repaid.
    expect(figure).toHaveTextContent('₱3,450.00');
    expect(figure).toHaveTextContent('Due Dec 5, 2026');
    // The figure comes before the product card, and is not repeated in its rows.
    const product = screen.getByRole('region', { name: 'PesoLoan Regular' });
    expect(figure.compareDocumentPosition(product) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(product).queryByText('Amount due')).toBeNull();
    expect(within(product).getByText('Loan amount')).toBeInTheDocument();
    expect(container.querySelector('.loan-status-banner')!.compareDocumentPosition(figure)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows what is repaid and what is left on one bar that adds up, each figure once', async () => {
    openOrder('ORD174');
    const figure = await screen.findByRole('region', { name: 'Amount due' });
    const bar = within(figure).getByRole('figure', { name: 'To repay in all ₱5,450.00' });
    const parts = within(bar)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(parts).toEqual(['Amount repaid ₱2,000.00', 'Loan and interest left to pay ₱3,450.00']);
    // The repaid amount is the bar's, not listed again below.
    expect(within(screen.getByRole('region', { name: 'PesoLoan Regular' })).queryByText('Amount repaid')).toBeNull();
  });

  it('names the late charge of an overdue loan, growing by the day, as part of what is due', async () => {
    openOrder('ORD180');
    const figure = await screen.findByRole('region', { name: 'Amount due' });
    const late = within(within(figure).getByRole('figure')).getByText('Late charge so far');
    expect(late.closest('div')).toHaveTextContent(/Late charge so far\s*Grows each day until paid\s*₱\d+\.\d\d/);
  });

  it('on its way: what she receives and what is taken up front make the loan amount; no dialog over it', async () => {
    openOrder('ORD151W');
    const figure = await screen.findByRole('region', { name: 'Amount to receive' });
    expect(within(figure).getByRole('figure', { name: 'Loan amount ₱5,000.00' })).toHaveTextContent(
      /Amount to receive\s*₱4,900\.00\s*Taken from the loan up front\s*₱100\.00/,
    );
    // The server's withdraw message in the page, with its button, not a dialog over "on its way".
    expect(screen.getByRole('region', { name: textOf('loanDetail.withdrawTitle') })).toHaveTextContent(
      'Withdraw ₱4,900.00 to your GCash',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // A double tap leaves once.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const withdraw = screen.getByRole('button', { name: textOf('loanDetail.withdrawNow') });
    act(() => {
      withdraw.click();
      withdraw.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledTimes(1);
    expect(String(assign.mock.calls[0][0])).toMatch(/\/theMark\/\?productId=P1001&from=loanDetail/);
    assign.mockRestore();
  });

  it('renders only catalog text besides server data', async () => {
    const { container } = openOrder('ORD174D');
    await screen.findByRole('button', { name: 'Extend due date' });
    const data = [
      /ORD174D|PesoLoan|₱|GCash|days|2026-|0917|[A-Z][a-z]{2} \d{1,2}, \d{4}/,
      'Partially repaid',
      'Pay the remaining balance before the due date.',
      'Order number',
      'Loan amount',
      'Term',
      'Amount repaid',
      'Amount due',
      'Due date',
      'Receiving account',
    ];
    expectOnlyCatalogText(container, data);
  });
});
