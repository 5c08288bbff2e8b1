import { defineMessages } from '@loan-webview/kit/i18n';

/**
 * The loan terms and the privacy policy. The spec shows no legal
 * text: these are templates a Philippine lending company would start from, marked for its counsel to review
 * and complete (the bracketed items). `{company}`, `{sec}`, `{coa}`, `{email}`, `{phone}`, `{address}` come
 * from configuration.
 */
export const legalMessages = defineMessages(
  {
    'terms.exampleTitle': { source: 'A worked example: {amount} over {days, plural, one {# day} other {# days}}' },
    'terms.exampleRepay': { source: 'You repay' },
    'terms.exampleOnDay': { source: 'on day {days}' },
    'terms.exampleReceive': { source: 'You receive' },
    'terms.exampleFee': { source: 'Service fee, taken from the loan up front' },
    'terms.exampleInterest': { source: 'Interest' },
    'terms.exampleCost': {
      source:
        "It costs {cost} in all (the fee and the interest): an effective rate of {monthly} a month ({yearly} a year). Your own loan's figures are in its Disclosure Statement before you confirm.",
    },
    'legal.template': {
      source: "Template for the lender's legal counsel: review it and complete every bracketed item before publishing.",
    },
    'legal.translation': {
      source: 'Where a translation differs from the English text, the English text prevails.',
    },
    'legal.contents': { source: 'Contents' },
    'legal.backToTop': { source: 'Back to contents' },

    // Loan terms and conditions.
    'terms.intro': {
      source:
        'These terms govern the loans that {company} ("we", "the Lender") grants through its mobile application. {company} is registered with the Securities and Exchange Commission under {sec} and holds {coa} to operate as a lending company under Republic Act No. 9474 (Lending Company Regulation Act of 2007).',
    },
    'terms.eligibility': { source: '1. Who may borrow' },
    'terms.eligibility1': {
      source:
        'The applicant must be a Filipino citizen over 18 years of age, with a valid government-issued ID and a mobile number registered in their own name.',
    },
    'terms.term': {
      source: '2. Loan amount and term',
    },
    'terms.term1': {
      source:
        'The app shows the loan amount before you confirm. The loan term is from 91 to 365 calendar days, as chosen when you apply.',
    },
    'terms.decision': { source: '3. Decision and disbursal' },
    'terms.decision1': {
      source:
        'We decide on a complete application within 1 day. An approved loan is disbursed to the account you bound in the app within 1 to 3 calendar days.',
    },
    'terms.disclosure': {
      source: '4. Interest, fees and disclosure',
    },
    'terms.disclosure1': {
      source:
        'Before you confirm, the app shows the Disclosure Statement of your loan required by Republic Act No. 3765 (Truth in Lending Act): the loan amount, each charge deducted from it, the net proceeds you receive, the finance charge, the effective interest rate, the total amount due and every instalment with its due date. {feeSchedule}',
    },
    'terms.repayment': { source: '5. Repayment' },
    'terms.repayment1': {
      source:
        'Pay each instalment by its due date through a channel listed in the app (e-wallet, over-the-counter outlet or bank). A payment counts from the time the payment channel confirms it.',
    },
    'terms.prepayment': { source: '6. Prepayment' },
    'terms.late': { source: '7. Late payment' },
    'terms.changes': { source: '8. Changes to these terms' },
    'terms.changes1': {
      source:
        'We will notify you at least 3 days before a change to these terms takes effect, in the app or by SMS. A change does not apply to a loan already disbursed unless you agree to it.',
    },
    'terms.assignment': { source: '9. Assignment' },
    'terms.assignment1': {
      source:
        'We may assign or transfer your loan to another party. We will notify you of the assignment within 7 business days.',
    },
    'terms.collection': { source: '10. Fair collection' },
    'terms.collection1': {
      source:
        'We collect overdue amounts as SEC Memorandum Circular No. 18, Series of 2019 requires: no threats, insults or profane language; no disclosure of your debt to anyone other than your guarantors or co-makers; and no contact before 6:00 a.m. or after 10:00 p.m. unless the account is more than 15 days past due or you agreed to it.',
    },
    'terms.privacy': { source: '11. Your data' },
    'terms.privacy1': {
      source:
        'We process your personal data under Republic Act No. 10173 (Data Privacy Act of 2012), as our Privacy Policy describes.',
    },
    'terms.contact': { source: '12. Questions and complaints' },
    'terms.contact1': {
      source:
        'Write to {email}, call {phone}, or use the complaint form in the app; we answer complaints within {replyDays, plural, one {# working day} other {# working days}}, Monday to Friday. If our answer does not settle it, you may bring your complaint to the Securities and Exchange Commission.',
    },
    'terms.law': { source: '13. Governing law' },
    'terms.law1': {
      source: 'These terms are governed by the laws of the Republic of the Philippines. {venue}',
    },

    // Privacy policy.
    'privacy.intro': {
      source:
        '{company} respects your privacy. We process personal data in accordance with Republic Act No. 10173 (Data Privacy Act of 2012), its Implementing Rules and Regulations and the issuances of the National Privacy Commission (NPC).',
    },
    'privacy.shortTitle': { source: 'In short' },
    'privacy.short1': { source: 'We use your data to decide on, pay out and collect your loan, and to meet the law.' },
    'privacy.short2': {
      source:
        'We share it only with those who need it, such as the Credit Information Corporation and payment channels, and never use your phone contacts to collect.',
    },
    'privacy.short3': {
      source:
        'We keep it for {retentionYears, plural, one {# year} other {# years}} after your last loan is settled, then delete or anonymise it.',
    },
    'privacy.short4': {
      source: 'You may see, correct or object to it: write to our Data Protection Officer at {email}.',
    },
    'privacy.collect': { source: '1. Data we collect' },
    'privacy.collect1': {
      source:
        'Identity and contact details (name, date of birth, government ID, mobile number, e-mail, address); financial details (income, employment, the bank or e-wallet account for disbursal and repayment); device details (model, operating system, device ID, app version, advertising ID) and, with your permission, location; and the records of your loans, payments and complaints.',
    },
    'privacy.use': { source: '2. Why we use it' },
    'privacy.use1': {
      source:
        'To verify your identity, assess your application and credit risk, disburse and collect your loan, prevent fraud, meet our legal obligations (including the Anti-Money Laundering Act and reporting to the Credit Information Corporation), and answer your requests.',
    },
    'privacy.basis': { source: '3. Legal basis' },
    'privacy.basis1': {
      source:
        'We process your data to perform the loan contract you ask for, to comply with the law, for our legitimate interest in preventing fraud, and with your consent where the law requires it. You may withdraw consent at any time; this does not affect processing done before.',
    },
    'privacy.optional': {
      source:
        'With your consent only, each asked for on its own when you confirm a loan and none needed for it: offers of our other loans by SMS and e-mail (using your name, number and e-mail); improving our products from your loan and repayment records, without your name; and sharing your name and number with our partners, {partners}, so they can offer you their products.',
    },
    'privacy.optionalNoPartners': {
      source:
        'With your consent only, each asked for on its own when you confirm a loan and none needed for it: offers of our other loans by SMS and e-mail (using your name, number and e-mail); and improving our products from your loan and repayment records, without your name. We do not share your data with partners for their offers.',
    },
    'privacy.withdraw': {
      source:
        'To withdraw one, send its e-mail below from the e-mail or number you borrowed with: we stop that use when it arrives. Withdrawing changes nothing in your loan.',
    },
    'privacy.withdraw.marketing': { source: 'Stop offers by SMS and e-mail' },
    'privacy.withdraw.research': { source: 'Stop using my records to improve products' },
    'privacy.withdraw.partner': { source: 'Stop sharing my name and number with partners' },
    'privacy.share': { source: '4. Who we share it with' },
    'privacy.share1': {
      source:
        'Only those who need it: the Credit Information Corporation and credit bureaus, payment channels, identity-verification and cloud providers bound by data-sharing or outsourcing agreements, and authorities when the law requires. We never use your phone contacts to collect a loan.',
    },
    'privacy.retention': { source: '5. How long we keep it' },
    'privacy.retention1': {
      source:
        'While your account is active and for {retentionYears, plural, one {# year} other {# years}} after your last loan is settled, as the law requires; then we delete or anonymise it.',
    },
    'privacy.security': { source: '6. Security' },
    'privacy.security1': {
      source:
        'We protect your data with encryption in transit, access controls and staff confidentiality obligations. We will notify you and the NPC of a personal data breach as the law requires.',
    },
    'privacy.rights': { source: '7. Your rights' },
    'privacy.rights1': {
      source:
        'You have the right to be informed, to access, to object, to erasure or blocking, to rectification, to data portability and to damages, and the right to lodge a complaint with the National Privacy Commission.',
    },
    'privacy.dpo': {
      source: '8. Data Protection Officer',
    },
    'privacy.dpo1': {
      source: 'Write to our Data Protection Officer at {email} or {address}. {dataProtectionOfficer}',
    },
    'privacy.changes': { source: '9. Changes to this policy' },
    'privacy.changes1': {
      source:
        'We post every change to this policy in the app and on this page, with its effective date. Effective date: {effectiveDate}.',
    },
    'terms.fee.interest': {
      source: 'Interest is {percent}% a day on the loan amount for the days until it is repaid.',
    },
    'terms.fee.interestPesoDown': {
      source:
        'Interest is at most {percent}% a day on the loan amount for the days until it is repaid, rounded down to the whole peso: the rate of the term you choose is shown before you confirm.',
    },
    'terms.fee.service': {
      source: 'A service fee of {percent}% of the loan amount is deducted from it when it is disbursed.',
    },
    'terms.fee.noService': { source: 'Nothing is deducted from the loan when it is disbursed.' },
    'terms.fee.extension': {
      source:
        'An extension adds {days, plural, one {# day} other {# days}} to the due date, or to the day you pay when the loan is overdue, for a fee of {percent}% of the loan amount; a loan may be extended {count, plural, one {once} other {# times}}.',
    },
    'terms.fee.noExtension': { source: 'A loan cannot be extended.' },
    'terms.venue': { source: 'Suits are brought before the proper courts of {city}.' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof legalMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
