import { useT } from '@loan-webview/kit/i18n';
import { hrefFor } from '@loan-webview/kit/routes';
import { AboutContent } from './AboutContent';

/** Route aboutUs (/thousandTo): about the lender, inside the app. A static page. */
export function AboutUsPage() {
  const t = useT();
  return (
    <div className="loan-page__body">
      {/* In the app she borrows from its home: what to read before she does. */}
      <AboutContent
        next={
          <a className="loan-about__next" href={hrefFor('loanAgreement')}>
            {t('company.readTerms')}
          </a>
        }
      />
    </div>
  );
}
