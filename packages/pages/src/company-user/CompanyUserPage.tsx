import { getConfig } from '@loan-webview/kit/config';
import { useT } from '@loan-webview/kit/i18n';
import { SiteLayout, StoreLinks, useSiteHref } from '../company-site';

/**
 * Route companyUser (/User): the spec leaves it empty. A borrower who lands here wants her account, which lives
 * in the app: say so, with the way there (the app's own scheme opens it where it is installed) and home.
 */
export function CompanyUserPage() {
  const t = useT();
  const href = useSiteHref();
  return (
    <SiteLayout>
      <h1 className="loan-page__title">{t('company.userTitle')}</h1>
      <p className="loan-site__lead">{t('company.userText')}</p>
      {/* Her account is in the app: opening it is the page's one main action; the stores for a phone without it. */}
      <ul className="loan-site__stores">
        <li>
          <a className="loan-site__cta" href={getConfig().appScheme}>
            {t('company.openApp')}
          </a>
        </li>
      </ul>
      <StoreLinks />
      <a className="loan-site__open" href={href('companySite')}>
        {t('company.goHome')}
      </a>
    </SiteLayout>
  );
}
