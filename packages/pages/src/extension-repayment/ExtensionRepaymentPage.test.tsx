import { store } from '@loan-webview/mock-backend';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { readStored } from '@loan-webview/kit/storage';
import { recordIosBridge } from '../shell/test-bridge';
import { ExtensionRepaymentPage } from './page';

const posted = recordIosBridge();

afterEach(() => {
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
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.recorded.payCodes.at(-1)).toMatchObject({ amount: '95000', isDelay: '1' });
    const target = new URL(String(assign.mock.calls[0][0]));
    const saved = readStored('repaymentInfo');
    expect(saved?.repayAmount).toBe(95000);
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

  it('says before she pays what the extension costs, what stays owed, and the due date now and after', async () => {
    setCommonParams({ sessionId: 's1', productId: 'P1001', orderId: 'ORD174' });
    render(
      <I18nProvider language="en">
        <ExtensionRepaymentPage />
      </I18nProvider>,
    );
    const money = await screen.findByRole('region', { name: 'Extension fee' });
    const row = (label: string) => within(money).getByText(label).nextSibling;
    expect(within(money).getByText('₱950.00')).toBeInTheDocument();
    const owed = store.orders.get('ORD174')!;
    expect(row('Still owed after this payment')).toHaveTextContent(formatAmount(owed.repayAmount));
    expect(row('Due date now')).toHaveTextContent(formatLongDate(owed.dueDate));
    expect(row('New due date')).toHaveTextContent(formatLongDate(owed.dueDate + 7 * 86_400_000));
    const percent = ((95000 / owed.repayAmount) * 100).toFixed(2);
    expect(row('What the extra days cost')).toHaveTextContent(`₱950.00 for 7 more days (${percent}% of what you owe)`);
    expect(money).toHaveTextContent('The extension fee does not pay off any of your loan');
    // One label per date: no "Next payment date" beside the new due date.
    expect(screen.queryByText(/Next payment date/)).toBeNull();
    // The answer's code is the instalment's: none shows until Pay now gets the rollover's own (ADR 0076).
    expect(screen.queryByText(/^DP\d{10}$/)).toBeNull();
  });
});
