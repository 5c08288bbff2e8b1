import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider, type Language } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { CompanyAboutPage } from '../company-about';
import { CompanyHomePage } from '../company-home';
import { CompanyLoanTermsPage } from '../company-loan-terms';
import { CompanyPolicyPage } from '../company-policy';
import { CompanyUserPage } from '../company-user';

afterEach(() => setConfig(undefined));

const COMPANY = {
  name: 'Bayanihan Lending Corporation',
  address: '12 Ayala Ave, Makati City',
  phone: '(02) 8123 4567',
  email: 'hello@bayanihan.example',
  secRegistration: 'SEC Registration No. CS201912345',
  certificateOfAuthority: 'Certificate of Authority No. 3021',
};

function open(Page: ComponentType, language: Language = 'en') {
  return render(
    <I18nProvider language={language}>
      <Page />
    </I18nProvider>,
  );
}

describe('company site', () => {
  it('links every tab to its route and marks the current one', () => {
    open(CompanyAboutPage);
    const nav = screen.getByRole('navigation', { name: textOf('company.siteNav') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/About/', '/Policy/', '/Loan/', '/Contact/']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('About us');
  });

  it('keeps the language in its links when the page is not in the configured one', () => {
    open(CompanyHomePage, 'zh');
    const nav = screen.getByRole('navigation', { name: '网站导航' });
    expect(within(nav).getByRole('link', { name: '贷款条款' })).toHaveAttribute('href', '/Loan/index.zh.html');
  });

  it('shows the configured company in the footer and the legal texts', () => {
    setConfig({ company: COMPANY });
    open(CompanyLoanTermsPage);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:0281234567');
    expect(within(footer).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    // Who lends, as SEC Memorandum Circular No. 19 asks: the same block as on the loan confirmation.
    const lender = within(footer).getByRole('region', { name: textOf('ui.lender') });
    expect(lender).toHaveTextContent(`${COMPANY.name}${COMPANY.secRegistration} ${COMPANY.certificateOfAuthority}`);
    // The site advertises loans: the advisory to study the Disclosure Statement first (MC No. 19 §1(B)).
    expect(lender).toHaveTextContent(textOf('ui.advertisingAdvisory'));
    expect(
      screen.getByText(
        /is registered with the Securities and Exchange Commission under SEC Registration No\. CS201912345/,
      ),
    ).toBeTruthy();
  });

  const pages = { CompanyHomePage, CompanyAboutPage, CompanyPolicyPage, CompanyLoanTermsPage, CompanyUserPage };
  const cases = Object.entries(pages).flatMap(([name, Page]) =>
    (['en', 'zh', 'id', 'fil'] as const).map((language) => [name, language, Page] as const),
  );
  it.each(cases)('%s in %s shows only catalog text and configuration', (_name, language, Page) => {
    setConfig({ company: COMPANY });
    const { container } = open(Page, language);
    expectOnlyCatalogText(container, [
      COMPANY.name,
      COMPANY.address,
      COMPANY.phone,
      COMPANY.email,
      COMPANY.secRegistration,
      COMPANY.certificateOfAuthority,
    ]);
  });
});
