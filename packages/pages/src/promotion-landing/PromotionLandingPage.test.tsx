import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts } from '@loan-webview/kit/toast';
import { held } from '../shell/test-held';
import { PromotionLandingPage } from './page';
import { textOf } from '@loan-webview/kit/testing';

const GET_SID = '*/api/v2/youmi/promotion/get-sid';
const TITLE = 'Your first loan up to ₱5,000, decided within 1 day';

afterEach(() => {
  setCommonParams({});
  clearToasts();
});

function open() {
  setCommonParams({ sessionId: 's1', id: 'T100' });
  render(
    <I18nProvider language="en">
      <PromotionLandingPage />
    </I18nProvider>,
  );
}

const captchaImage = () =>
  screen
    .getByRole('button', { name: textOf('promotion.refreshCaptcha') })
    .querySelector('img')
    ?.getAttribute('src');

describe('PromotionLandingPage', () => {
  it("shows the template's title and the form while the captcha's session id is still on its way", async () => {
    const sid = held();
    server.use(
      http.get(GET_SID, async () => {
        await sid.promise;
        return undefined;
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByLabelText(textOf('promotion.phone'))).toBeEnabled();
    expect(captchaImage()).toBeUndefined();
    const captcha = screen.getByRole('button', { name: textOf('promotion.refreshCaptcha') });
    expect(captcha).toHaveAttribute('aria-busy', 'true');
    sid.resolve();
    await waitFor(() => expect(captchaImage()).toMatch(/[?&]sid=sid-/));
    expect(captcha).not.toHaveAttribute('aria-busy');
  });

  it('an advertisement of a loan: who lends and the advisory to study the Disclosure Statement (SEC MC No. 19)', async () => {
    open();
    const lender = await screen.findByRole('region', { name: textOf('ui.lender') });
    expect(lender).toHaveTextContent(textOf('ui.advertisingAdvisory'));
  });

  it('without a session id the captcha asks again when tapped, and shows the image it gets', async () => {
    let failures = 1;
    server.use(
      http.get(GET_SID, () => (failures-- > 0 ? HttpResponse.json({ code: '500', message: 'busy' }) : undefined)),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await userEvent.type(screen.getByLabelText(textOf('promotion.phone')), '09171234567');
    await waitFor(() => expect(failures).toBe(0));
    expect(captchaImage()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: textOf('promotion.refreshCaptcha') }));
    await waitFor(() => expect(captchaImage()).toMatch(/[?&]sid=sid-/));
  });

  it('a double tap on the captcha while it asks again sends one get-sid, and shows it is busy', async () => {
    let calls = 0;
    const again = held();
    server.use(
      http.get(GET_SID, async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ code: '500', message: 'busy' });
        await again.promise;
        return undefined;
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await userEvent.type(screen.getByLabelText(textOf('promotion.phone')), '09171234567');
    await waitFor(() => expect(calls).toBe(1));
    const captcha = screen.getByRole('button', { name: textOf('promotion.refreshCaptcha') });
    await waitFor(() => expect(captcha).not.toHaveAttribute('aria-busy'));
    act(() => {
      captcha.click();
      captcha.click();
    });
    await waitFor(() => expect(calls).toBe(2));
    expect(captcha).toHaveAttribute('aria-busy', 'true');
    again.resolve();
    await waitFor(() => expect(captchaImage()).toMatch(/[?&]sid=sid-/));
    expect(calls).toBe(2);
    expect(captcha).not.toHaveAttribute('aria-busy');
  });
});
