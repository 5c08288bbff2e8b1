import { getConfig } from '@loan-webview/kit/config';
import { formatAmount } from '@loan-webview/kit/format';
import { type MessageKey, useT } from '@loan-webview/kit/i18n';
import { SiteLayout, type SiteTab, StoreLinks, useSiteHref } from '../company-site';

const HOW_IT_WORKS: readonly MessageKey[] = ['company.howStep1', 'company.howStep2', 'company.howStep3'];

// Where to read before borrowing: the rest of the site, each with what it answers (the advantages are About's).
const BEFORE_YOU_BORROW: ReadonlyArray<readonly [SiteTab, MessageKey, MessageKey]> = [
  ['companyLoan', 'company.loanTerms', 'company.loanTermsWhy'],
  ['companyPolicy', 'company.privacyPolicy', 'company.privacyPolicyWhy'],
  ['companyAbout', 'company.aboutUs', 'company.aboutUsWhy'],
  ['companyContact', 'company.contactUs', 'company.contactUsWhy'],
];

/**
 * Route companySite (/): what the lender offers and for how much, the app to get it in (the page's main action), how
 * borrowing works, and where to read before borrowing.
 */
export function CompanyHomePage() {
  const t = useT();
  const href = useSiteHref();
  const { limits } = getConfig().legal;
  return (
    <SiteLayout current="companySite">
      <h1 className="loan-page__title">{t('company.tagline')}</h1>
      <p className="loan-site__lead">{t('company.homeIntro')}</p>
      <p className="loan-site__range">
        {t('company.borrowRange', {
          max: formatAmount(limits.maxAmount * 100).replace(/\.00$/, ''),
          minDays: limits.minTermDays,
          maxDays: limits.maxTermDays,
        })}
      </p>
      <StoreLinks primary />
      <section className="loan-page__card" aria-labelledby="how-title">
        <h2 id="how-title" className="loan-page__card-title">
          {t('company.howItWorks')}
        </h2>
        <ol className="loan-site__steps">
          {HOW_IT_WORKS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </section>
      <section className="loan-page__card" aria-labelledby="before-title">
        <h2 id="before-title" className="loan-page__card-title">
          {t('company.beforeYouBorrow')}
        </h2>
        <ul className="loan-site__reads">
          {BEFORE_YOU_BORROW.map(([route, title, why]) => (
            <li key={route}>
              <a className="loan-site__read" href={href(route)}>
                <span className="loan-site__read-title">{t(title)}</span>
                <span className="loan-site__read-why">{t(why)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </SiteLayout>
  );
}
