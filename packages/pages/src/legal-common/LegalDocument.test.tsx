import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider, type Language } from '@loan-webview/kit/i18n';
import sample from '@loan-webview/mock-backend/sample-config.json';
import { LoanTermsPage } from '../loan-terms';
import { PrivacyPolicyPage } from '../privacy-policy';
import { LOAN_TERMS, PRIVACY_POLICY } from './documents';

describe('LegalDocument', () => {
  it('names each document in every language without the company site loaded (a page alone, a story)', async () => {
    // A fresh module graph: the other tests of this worker have registered every message table.
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { I18nProvider } = await import('@loan-webview/kit/i18n');
    const { LoanTermsPage: Terms } = await import('../loan-terms');
    const { PrivacyPolicyPage: Policy } = await import('../privacy-policy');
    const titles = (language: Language) =>
      [Terms, Policy].map((Page) => {
        const html = renderToString(
          <I18nProvider language={language}>
            <Page />
          </I18nProvider>,
        );
        return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
      });
    expect(titles('en')).toEqual(['Loan terms and conditions', 'Privacy Policy']);
    for (const language of ['zh', 'id'] as const) {
      for (const title of titles(language)) expect(title).not.toMatch(/^company\./);
    }
  });

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

  it('is a template for counsel only while the configuration leaves a placeholder', () => {
    render(<LoanTermsPage />);
    expect(screen.getByRole('note')).toHaveTextContent("Template for the lender's legal counsel");
    expect(document.body).toHaveTextContent('[Venue of suits to be completed by counsel.]');
    expect(document.body).toHaveTextContent('[Counsel: check these charges');
    cleanup();
    setConfig(sample);
    try {
      const { container } = render(<LoanTermsPage />);
      expect(screen.queryByRole('note')).toBeNull();
      expect(container.textContent).not.toMatch(/\[[^\]]+\]/);
      expect(container).toHaveTextContent('Suits are brought before the proper courts of Makati City.');
      expect(container).toHaveTextContent('PesoLoan Lending Corporation is registered');
    } finally {
      setConfig(undefined);
    }
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
