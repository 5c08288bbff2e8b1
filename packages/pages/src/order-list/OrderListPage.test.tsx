import { fixDay } from '@loan-webview/mock-backend/test-server';
import { store } from '@loan-webview/mock-backend';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { recordIosBridge } from '../shell/test-bridge';
import { OrderListPage } from './page';

const posted = recordIosBridge();

afterEach(() => setCommonParams({}));

function open(params: Record<string, string> = {}, language: 'en' | 'zh' = 'en') {
  setCommonParams({ sessionId: 's1', ...params });
  return render(
    <I18nProvider language={language}>
      <OrderListPage />
    </I18nProvider>,
  );
}

describe('OrderListPage', () => {
  it('lists each order with its status in the banner colours, opening the order with the session params', async () => {
    open();
    const links = await screen.findAllByRole('link', { name: /^PesoLoan Regular · / });
    expect(links).toHaveLength(store.complaint.orders.length);
    const first = screen.getByRole('link', { name: 'PesoLoan Regular · ORD174' });
    await waitFor(() => expect(first.getAttribute('href')).toContain('sessionId=s1'));
    const href = new URL(first.getAttribute('href')!, location.href);
    expect(href.pathname).toBe('/badSpark/');
    expect(href.searchParams.get('orderId')).toBe('ORD174');
    expect(href.searchParams.get('productId')).toBe('P1001');
    // The link's name is the title it shows; the status sits in its card.
    const cardOf = (link: HTMLElement) => link.closest('li')!;
    expect(within(cardOf(first)).getByText('Partially repaid')).toHaveAttribute('data-attention', 'warning');
    const last = screen.getByRole('link', { name: 'PesoLoan Regular · ORD200' });
    expect(within(cardOf(last)).getByText('Repaid')).toHaveAttribute('data-attention', 'success');
  });

  it('an active loan shows what is repaid and left on its bar, and offers Repay; a repaid one does not', async () => {
    open();
    const repaying = (await screen.findByRole('link', { name: 'PesoLoan Regular · ORD174' })).closest('li')!;
    const bar = within(repaying).getByRole('figure', { name: 'To repay in all ₱5,450.00' });
    expect(within(bar).getByText('Amount repaid').closest('div')).toHaveTextContent('₱2,000.00');
    // Said once: on the bar, not in the rows as well.
    expect(within(repaying).getAllByText('Amount repaid')).toHaveLength(1);
    const repay = within(repaying).getByRole('link', { name: textOf('orders.repay') });
    await waitFor(() => expect(repay.getAttribute('href')).toContain('sessionId=s1'));
    const href = new URL(repay.getAttribute('href')!, location.href);
    expect(href.pathname).toBe('/odiousAnd/');
    expect(href.searchParams.get('orderId')).toBe('ORD174');
    const repaid = screen.getByRole('link', { name: 'PesoLoan Regular · ORD200' }).closest('li')!;
    expect(within(repaid).queryByRole('link', { name: textOf('orders.repay') })).toBeNull();
    expect(within(repaid).queryByRole('figure')).toBeNull();
  });

  it('leads with what is due while she repays, and writes dates as every page does', async () => {
    // A fixed day, whose dates the test can write out: due 12 days after 2026-11-23, repaid 3 days before it.
    fixDay();
    open();
    const repaying = (await screen.findByRole('link', { name: 'PesoLoan Regular · ORD174' })).closest('li')!;
    const terms = within(repaying)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms[0]).toBe('Amount due');
    // The order page's figure: ₱5,450 due less the ₱2,000 repaid.
    expect(within(repaying).getAllByRole('definition')[0]).toHaveTextContent('₱3,450.00');
    expect(within(repaying).getByText('Due date').nextElementSibling).toHaveTextContent('Dec 5, 2026');
    const repaid = screen.getByRole('link', { name: 'PesoLoan Regular · ORD200' }).closest('li')!;
    expect(within(repaid).getByText('Repaid on').nextElementSibling).toHaveTextContent('Nov 20, 2026');
  });

  it('Refresh asks again and shows the new status, with when it was answered', async () => {
    open();
    const card = async () => (await screen.findByRole('link', { name: 'PesoLoan Regular · ORD174' })).closest('li')!;
    expect(within(await card()).getByText('Partially repaid')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Updated /);
    Object.assign(store.complaint.orders[0], { orderStatus: 200, status: 'Repaid' });
    await userEvent.click(screen.getByRole('button', { name: textOf('ui.refresh') }));
    await waitFor(async () => expect(within(await card()).getByText('Repaid')).toBeInTheDocument());
  });

  it('colour speaks only where it means something: red for overdue, never for a loan simply due', async () => {
    store.complaint.orders[0].orderStatus = 180;
    store.complaint.orders[1].orderStatus = 170;
    open();
    const [overdue, due] = await screen.findAllByRole('listitem');
    expect(overdue.querySelector('[data-attention]')).toHaveAttribute('data-attention', 'danger');
    expect(due.querySelector('[data-attention]')).toHaveAttribute('data-attention', 'neutral');
  });

  it('an unknown status is neutral, not a colour that may lie', async () => {
    store.complaint.orders[0].orderStatus = 999;
    open();
    expect(await screen.findByText('Partially repaid')).toHaveAttribute('data-attention', 'neutral');
  });

  it('says when there are no orders, and offers a loan from the app home (toHome)', async () => {
    open({ mock: 'empty' });
    expect(await screen.findByText(textOf('orders.empty'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: textOf('orders.findLoan') }));
    expect(posted).toEqual([{ action: 'toHome', payload: [''] }]);
  });

  it('a network failure offers Retry', async () => {
    open({ mock: 'network' });
    expect(await screen.findByRole('button', { name: textOf('common.retry') })).toBeInTheDocument();
  });

  it('shows only catalog text and order data in Chinese', async () => {
    const { container } = open({}, 'zh');
    await screen.findAllByRole('link');
    expectOnlyCatalogText(container, [
      /^PesoLoan Regular · ORD\d+$/,
      /Partially repaid|Repaid/,
      /₱|\d{4}年\d+月\d+日/,
      /^(Loan amount|Amount repaid|Amount due|Due date|Repaid on)$/,
    ]);
  });
});
