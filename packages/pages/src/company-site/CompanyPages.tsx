import { getConfig } from '@loan-webview/kit/config';
import { type MessageKey, useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { AboutContent, Advantages } from '../about-us';
import { LegalDocument, LOAN_TERMS, PRIVACY_POLICY } from '../legal-common';
import { SiteLayout, useSiteHref } from './SiteLayout';

const HOW_IT_WORKS: readonly MessageKey[] = ['company.howStep1', 'company.howStep2', 'company.howStep3'];

/** Route companySite (/): what the lender offers and how borrowing works. */
export function CompanyHomePage() {
  const t = useT();
  return (
    <SiteLayout current="companySite">
      <h1 className="loan-page__title">{t('company.tagline')}</h1>
      <p className="loan-site__lead">{t('company.homeIntro')}</p>
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
      <Advantages />
    </SiteLayout>
  );
}

/** Route companyAbout (/About). */
export function CompanyAboutPage() {
  return (
    <SiteLayout current="companyAbout">
      <AboutContent />
    </SiteLayout>
  );
}

/** Route companyLoan (/Loan): the same loan terms as /outsideOr, in the site's frame. */
export function CompanyLoanTermsPage() {
  return (
    <SiteLayout current="companyLoan">
      <LegalDocument title="company.loanTerms" intro="terms.intro" sections={LOAN_TERMS} />
    </SiteLayout>
  );
}

/**
 * Route companyPolicy (/Policy): the configured policy page in a sandboxed frame (scripts run, but in an
 * opaque origin that cannot reach this page), with a link to open it directly. Without a (safe) configured
 * page, the built-in policy text itself.
 */
export function CompanyPolicyPage() {
  const t = useT();
  const policyUrl = safeUrl(getConfig().company.policyUrl);
  return (
    <SiteLayout current="companyPolicy">
      {policyUrl ? (
        <>
          <h1 className="loan-page__title">{t('company.privacyPolicy')}</h1>
          <iframe
            className="loan-site__frame"
            src={policyUrl}
            title={t('company.policyFrame')}
            sandbox="allow-scripts"
            loading="lazy"
          />
          <a className="loan-site__open" href={policyUrl}>
            {t('company.policyOpen')}
          </a>
        </>
      ) : (
        <LegalDocument title="company.privacyPolicy" intro="privacy.intro" sections={PRIVACY_POLICY} />
      )}
    </SiteLayout>
  );
}

/** Route companyUser (/User): the spec leaves it empty; say so and offer the way home. */
export function CompanyUserPage() {
  const t = useT();
  const href = useSiteHref();
  return (
    <SiteLayout>
      <h1 className="loan-page__title">{t('company.nothingHere')}</h1>
      <p className="loan-site__lead">{t('company.nothingHereText')}</p>
      <a className="loan-site__open" href={href('companySite')}>
        {t('company.goHome')}
      </a>
    </SiteLayout>
  );
}
