import { repaymentInfo, store } from '@loan-webview/mock-backend';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import type { RepaymentInfo } from '@loan-webview/kit/api';
import { writeStored } from '@loan-webview/kit/storage';
import { savedPayment } from '../repayment-common/saved-payment';
import { recordIosBridge } from '../shell/test-bridge';
import { RepaymentCodePage } from './page';

const posted = recordIosBridge();

function open(payCode: string) {
  setCommonParams({ sessionId: 's1', showType: '1', payCode, repayAmount: '545000' });
  render(
    <I18nProvider language="en">
      <RepaymentCodePage />
    </I18nProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  setCommonParams({});
});

describe('RepaymentCodePage', () => {
  it("after paying, “I’ve paid” opens the order's status, from the payment saved with this code", async () => {
    // As the repayment page saves it when Pay gets this code (the sample answer's loose types cast once).
    const info = repaymentInfo(store.orders.get('ORD174')!) as unknown as RepaymentInfo;
    const channel = { name: 'GCash', logo: '', channel_number: '3001' };
    const order = { productId: 'P1001', orderId: 'ORD174' };
    writeStored(
      'repaymentInfo',
      savedPayment(info, { amount: 545000, channel, payUrl: '/repaymentOfCode/?payCode=DP0000000042', order }),
    );
    open('DP0000000042');
    const paid = await screen.findByRole('link', { name: 'I’ve paid: see my loan' });
    await waitFor(() => expect(paid.getAttribute('href')).toContain('sessionId=s1'));
    const href = new URL(paid.getAttribute('href')!, location.href);
    expect(href.pathname).toBe('/badSpark/');
    expect(href.searchParams.get('orderId')).toBe('ORD174');
    expect(href.searchParams.get('productId')).toBe('P1001');
  });

  it('shows the amount the repayment page saved with this code, not a different one the link carries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = repaymentInfo(store.orders.get('ORD174')!) as unknown as RepaymentInfo;
    const channel = { name: 'GCash', logo: '', channel_number: '3001' };
    writeStored(
      'repaymentInfo',
      savedPayment(info, { amount: 345000, channel, payUrl: '/repaymentOfCode/?payCode=DP0000000043' }),
    );
    // The link says ₱5,450 (repayAmount 545000); this code was made to pay ₱3,450.
    open('DP0000000043');
    expect(await screen.findByText('₱3,450.00')).toBeInTheDocument();
    expect(screen.queryByText('₱5,450.00')).toBeNull();
    expect(warn.mock.calls.filter(([text]) => String(text).includes('repayAmount'))).toHaveLength(1);
  });

  it('copies the amount as a wallet takes it, beside the code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    open('DP7777777174');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenCalledWith('5450.00');
  });

  it('a code opened on its own (no payment saved with it) ends with Done, back to the app', async () => {
    open('DP7777777174');
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(posted.map((call) => call.action)).toContain('closeWebview');
    expect(screen.queryByRole('link', { name: /I’ve paid/ })).toBeNull();
  });
});
