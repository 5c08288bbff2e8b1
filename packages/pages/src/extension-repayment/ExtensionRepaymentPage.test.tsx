import { DAY, extensionInfo, store } from '@loan-webview/mock-backend';
import { fixDay, server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textOf } from '@loan-webview/kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LoanConfigInput, setConfig } from '@loan-webview/kit/config';
import { formatLongDate } from '@loan-webview/kit/format';
import sample from '@loan-webview/mock-backend/sample-config.json';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { readStored } from '@loan-webview/kit/storage';
import { recordIosBridge } from '../shell/test-bridge';
import { ExtensionRepaymentPage } from './page';

const posted = recordIosBridge();

afterEach(() => {
  vi.useRealTimers();
  setCommonParams({});
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ExtensionRepaymentPage', () => {
  it('saves the rollover payment for code page 2: its amount and the code generated for it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD174' });
    render(
      <I18nProvider language="en">
        <ExtensionRepaymentPage />
      </I18nProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Pay ₱/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.recorded.payCodes.at(-1)).toMatchObject({ amount: '5000', isDelay: '1' });
    const target = new URL(String(assign.mock.calls[0][0]));
    const saved = readStored('repaymentInfo');
    expect(saved?.repayAmount).toBe(5000);
    expect(saved?.defDetail.payCode).toBe(target.searchParams.get('payCode'));
    // The page's own code (the installment's, through Dragonpay) is not this payment's.
    expect(saved?.defDetail.title).toBe('');
    // The session goes with the payUrl, which is on our own site.
    expect(target.searchParams.get('sessionId')).toBe('s1');
    // The funnel: Pay tapped, the code made; nothing personal in either.
    expect(posted.filter((call) => call.action === 'confirmBurialPoint').map((call) => call.payload)).toEqual([
      [{ event: 'pay_tapped', route: '' }],
      [{ event: 'payCode_succeeded', route: '' }],
    ]);
  });

  // The sample lender on one fixed day, for the page and the books: the days and rates count from the day it opens.
  const atFixtureNow = () => {
    setConfig(sample as LoanConfigInput);
    fixDay();
  };
  const open = (orderId: string, language: 'en' | 'fil' = 'en') => {
    setCommonParams({ sessionId: 's1', productId: 'P1001', orderId });
    render(
      <I18nProvider language={language}>
        <ExtensionRepaymentPage />
      </I18nProvider>,
    );
  };
  const rowOf = (region: HTMLElement) => (label: string) => within(region).getByText(label).nextSibling;

  it('says before she pays what it costs as a rate beside the loan’s, what the loan will have cost, and its terms', async () => {
    atFixtureNow();
    open('ORD174');
    const money = await screen.findByRole('region', { name: 'Extension fee' });
    const terms = screen.getByRole('region', { name: 'What this extension does' });
    const row = rowOf(terms);
    const books = store.orders.get('ORD174')!.ledger;
    // The sample terms: 1% of ₱5,000 for 7 days.
    expect(within(money).getByText('₱50.00')).toBeInTheDocument();
    // ₱5,450 due less the ₱2,000 repaid: what moves to the new date.
    expect(row('Still owed after this payment')).toHaveTextContent('₱3,450.00');
    expect(row('Due date now')).toHaveTextContent(formatLongDate(books.dueDate));
    expect(row('New due date')).toHaveTextContent(formatLongDate(books.dueDate + 7 * DAY));
    expect(row('Days this buys')).toHaveTextContent('7 more days after your due date');
    // (1 + 50 / 3,450)^(365/12/7) − 1, by hand: 6.45% a month.
    expect(row('The fee as a monthly rate')).toHaveTextContent(
      `${(((1 + 50 / 3450) ** (365 / 12 / 7) - 1) * 100).toFixed(2)}% a month`,
    );
    expect(row('Your loan’s effective rate with this extension')).toHaveTextContent(/^\d+\.\d\d% a month$/);
    // ₱2,000 repaid + ₱50 + ₱3,450 − ₱4,900 received = ₱600: the fee taken up front, the interest and this fee.
    expect(row('What your loan will have cost in all')).toHaveTextContent('₱600.00 on ₱5,000.00 borrowed (12.00%)');
    expect(terms).toHaveTextContent('The fee pays off none of what you owe: ₱3,450.00 is due on');
    // The lender she commits to, by name and registration.
    expect(screen.getByText('PesoLoan Lending Corporation', { exact: false })).toBeInTheDocument();
    // The answer's code is the instalment's: none shows until Pay gets the rollover's own (ADR 0076).
    expect(screen.queryByText(/^DP\d{10}$/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Pay ₱/ })).toBeEnabled();
  });

  it('sets her choices side by side with what each costs in all: repay today, or extend', async () => {
    atFixtureNow();
    open('ORD174');
    const choices = await screen.findByRole('region', { name: 'Your choices, side by side' });
    const books = store.orders.get('ORD174')!.ledger;
    const money = (centavos: number) =>
      `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const bars = within(choices).getAllByRole('figure');
    expect(bars.map((bar) => bar.querySelector('figcaption')!.textContent)).toEqual([
      `Repay in full today ${money(books.payoffToday)} in all`,
      `Extend to ${formatLongDate(books.dueDate + 7 * DAY)} ₱3,500.00 in all`,
    ]);
    // Extending: the fee today, which pays off nothing, and all she owes on the new date.
    expect(within(bars[1]).getByText('Extension fee today (pays off nothing)').closest('div')).toHaveTextContent(
      '₱50.00',
    );
    expect(within(bars[1]).getByText('Still owed on the new date').closest('div')).toHaveTextContent('₱3,450.00');
    const instead = within(choices).getByRole('link', { name: 'Repay in full instead' });
    await waitFor(() => expect(instead.getAttribute('href')).toContain('/odiousAnd/'));
    expect(instead.getAttribute('href')).toContain('orderId=ORD174');
  });

  it('overdue: the days it buys are counted from today', async () => {
    atFixtureNow();
    open('ORD180D');
    const terms = await screen.findByRole('region', { name: 'What this extension does' });
    expect(rowOf(terms)('Days this buys')).toHaveTextContent('7 more days from today (your due date has passed)');
    // The late charge so far stays owed: ₱5,450 + ₱21.80 (3% a month of ₱5,450 for 4 days).
    expect(rowOf(terms)('Still owed after this payment')).toHaveTextContent('₱5,471.80');
    // Overdue: extending carries the late charge so far with what she owes.
    const choices = screen.getByRole('region', { name: 'Your choices, side by side' });
    expect(within(choices).getAllByRole('figure')[1].querySelector('figcaption')).toHaveTextContent('₱5,521.80 in all');
  });

  it('says one day as a day: the day an overdue extension buys, and the new date that is tomorrow', async () => {
    setConfig(sample as LoanConfigInput);
    // The books of one day, opened six days later: the day before the overdue loan's new due date.
    vi.setSystemTime(fixDay() + 6 * DAY);
    open('ORD180D');
    const money = await screen.findByRole('region', { name: 'Extension fee' });
    const region = screen.queryByRole('region', { name: 'What this extension does' }) ?? money;
    expect(rowOf(region)('Days this buys')).toHaveTextContent('1 more day from today (your due date has passed)');
    expect(rowOf(region)('New due date')).toHaveTextContent(/in 1 day$/);
  });

  it('refuses one extension more than the lender allows, says why and where to go, with no way to pay', async () => {
    atFixtureNow();
    open('ORD170X');
    const refused = await screen.findByRole('region', { name: 'This extension cannot be paid' });
    expect(refused).toHaveTextContent(
      'This loan has been extended 3 times, as many as PesoLoan Lending Corporation allows.',
    );
    expect(within(refused).getByRole('link', { name: 'Talk to customer service' })).toHaveAttribute(
      'href',
      expect.stringContaining('/theThat/'),
    );
    expect(screen.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your choices, side by side' })).toBeNull();
  });

  it('a spec-shaped answer without the loan’s history: the fee’s own rate, and says what it cannot show', async () => {
    atFixtureNow();
    server.use(
      http.post('*/planes/level/imitating', () =>
        HttpResponse.json({
          code: 0,
          data: { ...extensionInfo(store.orders.get('ORD174')!), loanSoFar: undefined },
        }),
      ),
    );
    open('ORD174');
    const terms = await screen.findByRole('region', { name: 'What this extension does' });
    expect(rowOf(terms)('The fee as a monthly rate')).toHaveTextContent('% a month');
    expect(within(terms).queryByText('What your loan will have cost in all')).toBeNull();
    expect(terms).toHaveTextContent('The lender has not sent this loan’s history');
    expect(screen.getByRole('button', { name: /^Pay ₱/ })).toBeEnabled();
  });

  it('a fee above the EIR ceiling is refused even without the history: the legacy ₱950 on an overdue loan', async () => {
    atFixtureNow();
    const order = store.orders.get('ORD180D')!;
    const answer = extensionInfo(order);
    server.use(
      http.post('*/planes/level/imitating', () =>
        HttpResponse.json({
          code: 0,
          data: {
            ...answer,
            loanSoFar: null,
            delayInfo: { delayAmount: 95000, title: 'Extend' },
            // 7 days after a due date 4 days past: 3 days from today.
            repayPlan: [answer.repayPlan[0], { ...answer.repayPlan[1], time: order.ledger.dueDate + 7 * DAY }],
          },
        }),
      ),
    );
    open('ORD180D');
    const refused = await screen.findByRole('region', { name: 'This extension cannot be paid' });
    expect(refused).toHaveTextContent(/Its fee costs \d+\.\d\d% a month, more than the 12% a month the law allows/);
    expect(rowOf(screen.getByRole('region', { name: 'Extension fee' }))('Days this buys')).toHaveTextContent(
      '3 more days from today',
    );
  });

  it('a new due date already past is refused: the fee would buy no time', async () => {
    atFixtureNow();
    const order = store.orders.get('ORD180D')!;
    const answer = extensionInfo(order);
    server.use(
      http.post('*/planes/level/imitating', () =>
        HttpResponse.json({
          code: 0,
          // 7 days from a due date 10 days gone: 3 days ago.
          data: {
            ...answer,
            repayPlan: [answer.repayPlan[0], { ...answer.repayPlan[1], time: store.today - 3 * DAY }],
          },
        }),
      ),
    );
    open('ORD180D');
    const refused = await screen.findByRole('region', { name: 'This extension cannot be paid' });
    expect(refused).toHaveTextContent(/which has already passed: it buys you no time/);
    expect(screen.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    // The answer carried the loan's history: the page does not say it did not (issue 81).
    expect(screen.queryByText(textOf('repayment.historyUnknown'))).toBeNull();
  });
});
