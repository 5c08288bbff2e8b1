import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { paymentInstructionsMessages } from './messages';
import { loadPageCatalog } from '../shell/catalog';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { writeStored } from '@loan-webview/kit/storage';
import { enhancePictureZoom, openOnChosenWay, showPayCode } from './enhance';
import { PaymentInstructionsPage, WAYS_TO_PAY } from './PaymentInstructionsPage';

const { pageTranslations: translations } = await loadPageCatalog();

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('PaymentInstructionsPage', () => {
  it('numbers every step of both ways to pay, each with a picture that opens its own overlay', () => {
    render(<PaymentInstructionsPage />);
    for (const way of WAYS_TO_PAY) {
      const section = screen.getByRole('region', {
        name: new RegExp(way.id === 'otc' ? 'over the counter' : 'e-wallet', 'i'),
      });
      const links = within(section).getAllByRole('link', { name: /^Enlarge the picture/ });
      expect(links).toHaveLength(way.steps.length);
      links.forEach((link, index) => {
        const target = link.getAttribute('href')!.slice(1);
        expect(document.getElementById(target)?.getAttribute('aria-label')).toMatch(new RegExp(`step ${index + 1}$`));
      });
    }
    expect(screen.getByText(/write to support@example\.ph/)).toBeTruthy();
  });

  it.each(['en', 'zh', 'id', 'fil'] as const)('shows only catalog text in %s', (language) => {
    const { container } = render(
      <I18nProvider language={language}>
        <PaymentInstructionsPage />
      </I18nProvider>,
    );
    expectOnlyCatalogText(container);
    expect(container.querySelector('h1')?.textContent).toBe(
      language === 'en'
        ? paymentInstructionsMessages['instructions.title'].source
        : translations[language]['instructions.title'],
    );
  });
});

describe('enhancePictureZoom', () => {
  it('closes a picture it opened by going back, so back does not open it again', () => {
    render(<PaymentInstructionsPage />);
    enhancePictureZoom(document);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const thumb = screen.getAllByRole('link', { name: /^Enlarge the picture/ })[1];
    fireEvent.click(thumb);
    location.hash = thumb.getAttribute('href')!;
    const close = within(document.getElementById(thumb.getAttribute('href')!.slice(1))!).getByRole('link', {
      name: 'Close the picture',
    });
    const followed = fireEvent.click(close);
    expect(back).toHaveBeenCalledTimes(1);
    expect(followed).toBe(false);
  });

  it('leaves the close link alone for a picture opened by the address (nothing to go back to)', () => {
    render(<PaymentInstructionsPage />);
    location.hash = '#otc-picture-2';
    enhancePictureZoom(document);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const close = within(document.getElementById('otc-picture-2')!).getByRole('link', { name: 'Close the picture' });
    expect(fireEvent.click(close)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(location.hash).toBe('#otc-step-2');
    expect(back).not.toHaveBeenCalled();
  });
});

describe('openOnChosenWay', () => {
  afterEach(() => localStorage.clear());
  const save = (channelName: string) =>
    writeStored('repaymentInfo', {
      repayList: [],
      noticeMsg: '',
      defDetail: {
        payCode: 'DP1',
        logo: '',
        title: 'Dragonpay pay code',
        payNotice: [
          { heading: 'Pay with an e-wallet', items: [{ name: 'GCash', steps: ['Open GCash'] }] },
          { heading: 'Pay over the counter', items: [{ name: '7-Eleven', steps: ['Go to a store'] }] },
        ],
      },
      isShowReyTop: 1,
      delayInfo: null,
      repayPlan: [],
      channelName,
    } as never);

  it('opens on the way her saved code is paid by, and marks it in the contents', () => {
    save('7-Eleven');
    render(<PaymentInstructionsPage />);
    const scrolled = vi.fn();
    document.getElementById('otc')!.scrollIntoView = scrolled;
    openOnChosenWay();
    expect(scrolled).toHaveBeenCalled();
    const contents = within(screen.getByRole('navigation'));
    expect(contents.getByRole('link', { name: /over the counter/i })).toHaveAttribute('aria-current', 'location');
    expect(contents.getByRole('link', { name: /e-wallet/i })).not.toHaveAttribute('aria-current');
  });

  it('shows her code and amount from the link, each with Copy, as text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    history.replaceState(null, '', '/?payCode=DP7777777174%3Cb%3E&repayAmount=545000');
    render(<PaymentInstructionsPage />);
    showPayCode(document);
    const card = screen.getByRole('region', { name: textOf('instructions.yourCode') });
    expect(card).toBeVisible();
    expect(card).toHaveTextContent('Pay codeDP7777777174<b>Copy');
    expect(card).toHaveTextContent('Amount₱5,450.00Copy');
    fireEvent.click(within(card).getAllByRole('button', { name: 'Copy' })[1]);
    expect(writeText).toHaveBeenCalledWith('5,450.00');
    expect(await within(card).findByRole('status')).toHaveTextContent('Copied: 5,450.00');
  });

  it('shows no code card without a code, and no amount row without an amount', () => {
    render(<PaymentInstructionsPage />);
    showPayCode(document);
    expect(screen.queryByRole('region', { name: textOf('instructions.yourCode') })).toBeNull();
    history.replaceState(null, '', '/?payCode=DP1&repayAmount=NaN');
    showPayCode(document);
    const card = screen.getByRole('region', { name: textOf('instructions.yourCode') });
    expect(within(card).getByText('DP1')).toBeVisible();
    expect(within(card).getByText(textOf('instructions.amount'))).not.toBeVisible();
  });

  it('leaves the page as it opens without a saved code', () => {
    render(<PaymentInstructionsPage />);
    openOnChosenWay();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
