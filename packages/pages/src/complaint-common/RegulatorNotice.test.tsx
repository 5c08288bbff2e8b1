import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LoanConfigInput, setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import sample from '@loan-webview/mock-backend/sample-config.json';
import { textOf } from '@loan-webview/kit/testing';
import { RegulatorNotice } from './RegulatorNotice';

const SEC_COMPLAINTS = 'https://www.sec.gov.ph/lending-companies-and-financing-companies-2/complaints/';

const show = (reference?: string, language: 'en' | 'fil' = 'en') =>
  render(
    <I18nProvider language={language}>
      <RegulatorNotice reference={reference} />
    </I18nProvider>,
  );

describe('RegulatorNotice: where to go next (RA 11765)', () => {
  it('names the office that handles lending complaints, its channel, and what to quote', () => {
    setConfig(sample as LoanConfigInput);
    show('PB1001');
    expect(
      screen.getByText(/Corporate Governance and Finance Department of the Securities and Exchange Commission/),
    ).toBeInTheDocument();
    // The SEC's page for complaints against lending companies, not its home page; what it asks for said with it.
    expect(
      screen.getByRole('link', {
        name: textOf('complaint.regulatorChannel', { name: 'Securities and Exchange Commission' }),
      }),
    ).toHaveAttribute('href', SEC_COMPLAINTS);
    expect(
      screen.getByText(
        textOf('complaint.regulatorQuote', { reference: 'PB1001', lender: 'PesoLoan Lending Corporation' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/proof that you complained to us first/)).toBeInTheDocument();
  });

  it('in Filipino, the channel in her words; a lender’s own channel as configured', () => {
    setConfig(sample as LoanConfigInput);
    const { unmount } = show('PB1001', 'fil');
    expect(screen.getByRole('link', { name: /^Mga reklamo tungkol sa mga lending company/ })).toHaveAttribute(
      'href',
      SEC_COMPLAINTS,
    );
    unmount();
    setConfig({ ...(sample as LoanConfigInput), complaints: { regulator: { channel: 'www.sec.gov.ph' } } });
    show('PB1001');
    expect(screen.getByRole('link', { name: 'www.sec.gov.ph' })).toHaveAttribute('href', SEC_COMPLAINTS);
  });

  it('an e-mail the lender configures starts a message with its name and her reference', () => {
    setConfig({ ...(sample as LoanConfigInput), complaints: { regulator: { email: 'complaints@sec.example.ph' } } });
    show('PB1001');
    expect(screen.getByRole('link', { name: 'complaints@sec.example.ph' })).toHaveAttribute(
      'href',
      `mailto:complaints@sec.example.ph?subject=${encodeURIComponent('PesoLoan Lending Corporation – PB1001')}`,
    );
  });

  it('without a reference yet, where she finds it; in Filipino too', () => {
    setConfig(sample as LoanConfigInput);
    show(undefined, 'fil');
    expect(screen.getByText(/at ang reference ng reklamo mo \(nasa Mga reklamo ko\)/)).toBeInTheDocument();
  });

  it('refuses an e-mail that is not one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setConfig({ complaints: { regulator: { email: 'javascript:alert(1)' } } });
    show();
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});
