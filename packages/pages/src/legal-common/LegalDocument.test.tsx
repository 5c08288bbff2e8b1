import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { LoanTermsPage } from '../loan-terms';
import { PrivacyPolicyPage } from '../privacy-policy';
import { LOAN_TERMS, PRIVACY_POLICY } from './documents';

describe('LegalDocument', () => {
  it.each([
    ['loan terms', LoanTermsPage, LOAN_TERMS],
    ['privacy policy', PrivacyPolicyPage, PRIVACY_POLICY],
  ] as const)('the %s list every section in the contents, each link reaching its section', (_name, Page, sections) => {
    const { container } = render(<Page />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(sections.length);
    for (const link of links) {
      const section = container.querySelector(link.getAttribute('href')!);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section as HTMLElement).getByRole('heading')).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('note')).toHaveTextContent("Template for the lender's legal counsel");
  });

  it('says that English prevails in a translation', () => {
    render(
      <I18nProvider language="id">
        <LoanTermsPage />
      </I18nProvider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('teks bahasa Inggris yang berlaku');
  });
});
