import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LoanConfigInput, setConfig } from '@loan-webview/kit/config';
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

  it('the privacy policy opens with itself in four sentences, the configured figures in them', () => {
    setConfig({ ...(sample as LoanConfigInput) });
    render(<PrivacyPolicyPage />);
    const summary = screen.getByRole('region', { name: 'In short' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(4);
    expect(summary).toHaveTextContent(`We keep it for ${sample.legal.retentionYears} years after your last loan`);
    expect(summary).toHaveTextContent(`Data Protection Officer at ${sample.company.email}`);
    expect(summary.compareDocumentPosition(screen.getByRole('navigation', { name: 'Contents' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    cleanup();
    setConfig({});
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
    expect(document.body).toHaveTextContent('a late charge of [Late-payment charge to be completed by the Lender.]');
    cleanup();
    setConfig(sample as LoanConfigInput);
    const { container } = render(<LoanTermsPage />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.textContent).not.toMatch(/\[[^\]]+\]/);
    expect(container).toHaveTextContent('Suits are brought before the proper courts of Makati City.');
    expect(container).toHaveTextContent('PesoLoan Lending Corporation is registered');
    // The charges are the configuration's, within SEC MC No. 3 s. 2022's caps: no penalty "a day".
    expect(container).toHaveTextContent('a late charge of 3% a month of the overdue amount applies');
    expect(container).not.toHaveTextContent(/a day of the overdue|PHP 1,000/);
    expect(container).toHaveTextContent('never exceed 100% of the amount borrowed');
    expect(container).toHaveTextContent('You may repay the whole loan early at any time');
    // SEC MC No. 18 s. 2019: guarantors and co-makers only; 6 am to 10 pm unless more than 15 days past due.
    expect(container).toHaveTextContent('anyone other than your guarantors or co-makers');
    expect(container).toHaveTextContent('more than 15 days past due');
    expect(container).not.toHaveTextContent(/references|60 days/);
  });

  it('in Filipino, the charges, early payment and venue are Filipino, written from the configured figures', async () => {
    setConfig(sample as LoanConfigInput);
    render(
      <I18nProvider language="fil">
        <LoanTermsPage />
      </I18nProvider>,
    );
    // §4, §6 and §13 of the sample's terms: the lender's figures (0.099% a day rounded down, 2% up front, 7 days
    // for 1% at most 3 times; interest to the day repaid; Makati City) in the words of the borrower's language.
    for (const text of [
      'Ang interes ay hanggang 0.099% kada araw ng halaga ng loan, para sa mga araw hanggang mabayaran ito, ibinababa sa buong piso:',
      'Ibinabawas sa loan ang service fee na 2% ng halaga nito kapag ibinigay ito sa iyo.',
      'puwedeng i-extend ang isang loan nang hanggang 3 beses.',
      'Kapag binayaran nang maaga ang loan, ang interes ay hanggang sa araw lang ng pagbabayad.',
      'Isinasampa ang anumang kaso sa mga wastong hukuman ng Makati City.',
    ])
      expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /Interest is|service fee of|An extension adds|repaid early|Suits are brought|proper courts/,
    );
  });

  it('the privacy policy names each optional use and the partners, and offers a way to withdraw each', () => {
    setConfig(sample as LoanConfigInput);
    const { container } = render(<PrivacyPolicyPage />);
    const basis = container.querySelector<HTMLElement>('#basis')!;
    expect(basis).toHaveTextContent(/offers of our other loans by SMS and e-mail/);
    expect(basis).toHaveTextContent(/improving our products from your loan and repayment records, without your name/);
    expect(basis).toHaveTextContent(sample.legal.partners.join(', '));
    // One e-mail per purpose, its subject one the lender's mailbox sorts by (docs/api-shapes.md).
    expect(
      within(basis)
        .getAllByRole('link')
        .map((link) => decodeURIComponent(link.getAttribute('href')!)),
    ).toEqual(
      ['marketing', 'research', 'partner'].map(
        (purpose) => `mailto:${sample.company.email}?subject=Withdraw consent: ${purpose}`,
      ),
    );
  });

  it('writes the effective date in her language where the lender gives it as a date', async () => {
    setConfig(sample as LoanConfigInput);
    render(
      <I18nProvider language="fil">
        <PrivacyPolicyPage />
      </I18nProvider>,
    );
    expect(await screen.findByText(/Petsa ng pagkakabisa: Nob 1, 2026\./)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('November');
  });

  it('says that English prevails in a translation, as a note for the borrower, not for counsel', () => {
    setConfig(sample as LoanConfigInput);
    render(
      <I18nProvider language="fil">
        <LoanTermsPage />
      </I18nProvider>,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('ang tekstong Ingles ang masusunod');
    // The release check refuses what counsel must finish (scripts/release-check.test.ts renders the built form).
    expect(note).not.toHaveClass('loan-legal__notice');
  });

  it('states a legacy configuration’s charges as they are (a release refuses them, scripts/lib/release-check.mjs)', () => {
    setConfig({ legal: { charges: { lateChargePercentPerDay: 5, lateFeeOnce: 1000, prepayment: 'afterHalfTerm' } } });
    const { container } = render(<LoanTermsPage />);
    expect(container).toHaveTextContent(
      'a late charge of 5% a day of the overdue amount, plus a one-time fee of ₱1,000.00',
    );
    expect(container).toHaveTextContent('but only after half of the loan term has passed');
  });
});
