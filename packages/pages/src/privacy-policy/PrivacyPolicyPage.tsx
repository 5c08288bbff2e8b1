import { LegalDocument, PolicySummary, PRIVACY_POLICY } from '../legal-common';

/** Route privacyPolicy (/ofEffects): the privacy policy. A static page. */
export function PrivacyPolicyPage() {
  return (
    <div className="loan-page__body">
      <LegalDocument
        title="company.privacyPolicy"
        intro="privacy.intro"
        sections={PRIVACY_POLICY}
        lead={<PolicySummary />}
      />
    </div>
  );
}
