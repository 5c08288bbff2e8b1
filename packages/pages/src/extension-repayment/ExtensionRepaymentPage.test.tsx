import { store } from '@loan-webview/mock-backend';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { readStored } from '@loan-webview/kit/storage';
import { recordIosBridge } from '../shell/test-bridge';
import { ExtensionRepaymentPage } from './ExtensionRepaymentPage';

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
});
