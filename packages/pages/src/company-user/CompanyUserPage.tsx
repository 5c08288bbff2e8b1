import { useT } from '@loan-webview/kit/i18n';
import { SiteLayout, useSiteHref } from '../company-site';

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
