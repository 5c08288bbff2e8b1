import { SiteLayout } from '../company-site';
import { LegalDocument, LOAN_TERMS } from '../legal-common';

/** Route companyLoan (/Loan): the same loan terms as /outsideOr, in the site's frame. */
export function CompanyLoanTermsPage() {
  return (
    <SiteLayout current="companyLoan">
      <LegalDocument title="company.loanTerms" intro="terms.intro" sections={LOAN_TERMS} />
    </SiteLayout>
  );
}
