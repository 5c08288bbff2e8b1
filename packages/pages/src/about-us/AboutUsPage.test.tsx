import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig, setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText } from '@loan-webview/kit/testing';
import { AboutUsPage } from './AboutUsPage';

afterEach(() => setConfig(undefined));

describe('AboutUsPage', () => {
  it('shows the mission, the four advantages and the configured support e-mail', () => {
    setConfig({ company: { email: 'help@bayanihan.example' } });
    render(<AboutUsPage />);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quick approval',
      'Transparent fees',
      'Flexible repayment',
      'Safe',
    ]);
    expect(screen.getByRole('link', { name: 'help@bayanihan.example' })).toHaveAttribute(
      'href',
      'mailto:help@bayanihan.example',
    );
  });

  it.each(['en', 'zh', 'id', 'fil'] as const)('shows only catalog text in %s', (language) => {
    const { container } = render(
      <I18nProvider language={language}>
        <AboutUsPage />
      </I18nProvider>,
    );
    const { company } = getConfig();
    expectOnlyCatalogText(container, [
      company.email,
      company.name,
      company.secRegistration,
      company.certificateOfAuthority,
    ]);
  });

  it('ends with where she goes from here: the loan terms to read before borrowing', () => {
    render(<AboutUsPage />);
    const next = screen.getByRole('region', { name: 'Ready to borrow?' });
    expect(screen.getByRole('link', { name: 'Read the loan terms first' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/outsideOr\/?/),
    );
    expect(document.querySelector('.loan-page__body')!.lastElementChild).toBe(next);
  });

  it('names the lender, its SEC registration and Certificate of Authority (SEC MC No. 19)', () => {
    render(<AboutUsPage />);
    const { company } = getConfig();
    expect(screen.getByRole('region', { name: 'Lender' })).toHaveTextContent(
      `${company.name}${company.secRegistration} ${company.certificateOfAuthority}`,
    );
  });
});
