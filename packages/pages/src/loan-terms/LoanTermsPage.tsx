import { LegalDocument, LOAN_TERMS, WorkedExample } from '../legal-common';

/** Route loanAgreement (/outsideOr): the loan terms and conditions (part 2 §2 item 3, §9). A static page. */
export function LoanTermsPage() {
  return (
    <div className="loan-page__body">
      <LegalDocument title="company.loanTerms" intro="terms.intro" sections={LOAN_TERMS} lead={<WorkedExample />} />
    </div>
  );
}
