import { SiteLayout } from '../company-site';
import { LegalDocument, LOAN_TERMS, WorkedExample } from '../legal-common';

/** Route companyLoan (/Loan): one loan worked through by the lender's charges, then the same terms as /outsideOr. */
export function CompanyLoanTermsPage() {
  return (
    <SiteLayout current="companyLoan">
      <LegalDocument title="company.loanTerms" intro="terms.intro" sections={LOAN_TERMS} lead={<WorkedExample />} />
    </SiteLayout>
  );
}
