import { registerMessages } from '@loan-webview/kit/i18n';
import { companyMessages } from '../company-site/messages';
import { LegalDocument, PRIVACY_POLICY } from '../legal-common';

// Its title is the company site's name for the policy; alone (a story) the page showed the bare key.
registerMessages(companyMessages);

/** Route privacyPolicy (/ofEffects): the privacy policy. A static page. */
export function PrivacyPolicyPage() {
  return (
    <div className="loan-page__body">
      <LegalDocument title="company.privacyPolicy" intro="privacy.intro" sections={PRIVACY_POLICY} />
    </div>
  );
}
