import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText } from '@loan-webview/kit/testing';
import { CompanyContactPage } from './CompanyContactPage';

afterEach(() => setConfig({}));

describe('CompanyContactPage', () => {
  it('leads with call and e-mail, the ways that reach the lender; no form that sends nothing', () => {
    setConfig({
      company: { name: 'PesoLoan Lending Corporation', phone: '0917 123 4567', email: 'help@pesoloan.ph' },
      serviceHours: 'Mon–Fri, 9:00 AM – 6:00 PM',
    });
    render(<CompanyContactPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByText(/Hours: Mon–Fri, 9:00 AM – 6:00 PM\./)).toBeInTheDocument();
    const [call, email] = within(main).getAllByRole('link').slice(0, 2);
    expect(call).toHaveAccessibleName('Call us 0917 123 4567');
    expect(call).toHaveAttribute('href', 'tel:09171234567');
    expect(email).toHaveAccessibleName('E-mail us help@pesoloan.ph');
    expect(email).toHaveAttribute(
      'href',
      'mailto:help@pesoloan.ph?subject=A%20question%20for%20PesoLoan%20Lending%20Corporation',
    );
    expect(within(main).queryByRole('textbox')).toBeNull();
    expect(within(main).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it.each(['en', 'zh', 'id', 'fil'] as const)('shows only catalog text in %s', (language) => {
    const { container } = render(
      <I18nProvider language={language}>
        <CompanyContactPage />
      </I18nProvider>,
    );
    // The lender's name, phone and e-mail are configuration.
    expectOnlyCatalogText(container, [
      '[Lender name] Lending Corporation',
      /^\[.*\]/,
      /@example\.ph$/,
      /^\d+$/,
      /^\d{4} \d{3} \d{4}$/,
    ]);
  });
});
