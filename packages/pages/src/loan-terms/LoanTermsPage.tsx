import { registerMessages } from '@loan-webview/kit/i18n';
import { companyMessages } from '../company-site/messages';
import { LegalDocument, LOAN_TERMS } from '../legal-common';

// Its title is the company site's name for these terms; alone (a story) the page showed the bare key.
registerMessages(companyMessages);

/** Route loanAgreement (/outsideOr): the loan terms and conditions (part 2 §2 item 3, §9). A static page. */
export function LoanTermsPage() {
  return (
    <div className="loan-page__body">
      <LegalDocument title="company.loanTerms" intro="terms.intro" sections={LOAN_TERMS} />
    </div>
  );
}
