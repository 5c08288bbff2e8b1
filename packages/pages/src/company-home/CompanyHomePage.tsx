import { type MessageKey, useT } from '@loan-webview/kit/i18n';
import { Advantages } from '../about-us';
import { SiteLayout } from '../company-site';

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
