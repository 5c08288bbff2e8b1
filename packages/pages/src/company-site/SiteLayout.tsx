import type { ReactNode } from 'react';
import { getConfig } from '@loan-webview/kit/config';
import { type MessageKey, registerMessages, useLanguage, useT } from '@loan-webview/kit/i18n';
import { companyMessages } from './messages';
import { type RouteKey, routeUrl } from '@loan-webview/kit/routes';
import { Lender } from '../shell/Lender';
import './SiteLayout.css';

registerMessages(companyMessages);

export type SiteTab = 'companySite' | 'companyAbout' | 'companyPolicy' | 'companyLoan' | 'companyContact';

export const SITE_TABS: ReadonlyArray<readonly [SiteTab, MessageKey]> = [
  ['companySite', 'company.home'],
  ['companyAbout', 'company.aboutUs'],
  ['companyPolicy', 'company.privacyPolicy'],
  ['companyLoan', 'company.loanTerms'],
  ['companyContact', 'company.contactUs'],
];

/**
 * A link within the static site that keeps the language: a page prerendered in Chinese links straight to the
 * other pages' Chinese files, so the site stays in Chinese on any static host (ADR 0037).
 */
export function useSiteHref(): (route: RouteKey) => string {
  const language = useLanguage();
  const configured = getConfig().language;
  return (route) => (language === configured ? routeUrl(route) : `${routeUrl(route)}index.${language}.html`);
}

export interface SiteLayoutProps {
  /** The tab of this page, marked as the current page; none for pages outside the tab bar (/User). */
  current?: SiteTab;
  children: ReactNode;
}

/**
 * The company site's frame (part 1 §2.2): the lender's name, the tabs as real links (each page works without
 * JavaScript), and the footer with the configured contact details. It lays out its own landmarks: entries
 * declare it with `definePage({ route, Page, static: true, ownLandmarks: true })`.
 */
export function SiteLayout({ current, children }: SiteLayoutProps) {
  const t = useT();
  const href = useSiteHref();
  const { company } = getConfig();
  return (
    <div className="loan-site">
      <header className="loan-site__header">
        <a className="loan-site__brand" href={href('companySite')}>
          {company.name}
        </a>
        <nav aria-label={t('company.siteNav')}>
          <ul className="loan-site__tabs">
            {SITE_TABS.map(([route, label]) => (
              <li key={route}>
                <a className="loan-site__tab" href={href(route)} aria-current={route === current ? 'page' : undefined}>
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="loan-site__content">{children}</main>
      <footer className="loan-site__footer">
        {/* The site advertises the lender's loans: the advisory with its identity on every page (SEC MC No. 19). */}
        <Lender tone="dark" advisory className="loan-site__lender" />
        <dl className="loan-site__contact">
          <dt>{t('company.address')}</dt>
          <dd>{company.address}</dd>
          <dt>{t('company.phone')}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
          </dd>
          <dt>{t('company.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </dl>
        <p>{t('company.copyright', { year: new Date().getFullYear(), company: company.name })}</p>
      </footer>
    </div>
  );
}
