import { getConfig } from '@loan-webview/kit/config';
import { useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { SiteLayout } from '../company-site';
import { LegalDocument, PolicySummary, PRIVACY_POLICY } from '../legal-common';

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
        <LegalDocument
          title="company.privacyPolicy"
          intro="privacy.intro"
          sections={PRIVACY_POLICY}
          lead={<PolicySummary />}
        />
      )}
    </SiteLayout>
  );
}
