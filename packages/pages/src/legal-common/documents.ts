import { prepaymentRule } from '../charges-common/charges';
import { ConsentWithdrawal } from './ConsentWithdrawal';
import type { LegalSection } from './LegalDocument';

/** Loan terms and conditions: every figure of part 2 §9, one anchored section per subject. */
export const LOAN_TERMS: readonly LegalSection[] = [
  { id: 'eligibility', title: 'terms.eligibility', paragraphs: ['terms.eligibility1'] },
  { id: 'term', title: 'terms.term', paragraphs: ['terms.term1'] },
  { id: 'decision', title: 'terms.decision', paragraphs: ['terms.decision1'] },
  { id: 'disclosure', title: 'terms.disclosure', paragraphs: ['terms.disclosure1'] },
  { id: 'repayment', title: 'terms.repayment', paragraphs: ['terms.repayment1'] },
  { id: 'prepayment', title: 'terms.prepayment', paragraphs: [prepaymentRule] },
  { id: 'late', title: 'terms.late', paragraphs: ['terms.late1', 'terms.late2'] },
  { id: 'changes', title: 'terms.changes', paragraphs: ['terms.changes1'] },
  { id: 'assignment', title: 'terms.assignment', paragraphs: ['terms.assignment1'] },
  { id: 'collection', title: 'terms.collection', paragraphs: ['terms.collection1'] },
  { id: 'data', title: 'terms.privacy', paragraphs: ['terms.privacy1'] },
  { id: 'complaints', title: 'terms.contact', paragraphs: ['terms.contact1'] },
  { id: 'law', title: 'terms.law', paragraphs: ['terms.law1'] },
];

/** Privacy policy under the Data Privacy Act of 2012. */
export const PRIVACY_POLICY: readonly LegalSection[] = [
  { id: 'collect', title: 'privacy.collect', paragraphs: ['privacy.collect1'] },
  { id: 'use', title: 'privacy.use', paragraphs: ['privacy.use1'] },
  {
    id: 'basis',
    title: 'privacy.basis',
    // Each optional use by name, the partners named, and a way to withdraw each (NPC Circular No. 2023-04).
    paragraphs: [
      'privacy.basis1',
      (legal) => (legal.partners.length > 0 ? 'privacy.optional' : 'privacy.optionalNoPartners'),
      'privacy.withdraw',
    ],
    after: ConsentWithdrawal,
  },
  { id: 'sharing', title: 'privacy.share', paragraphs: ['privacy.share1'] },
  { id: 'retention', title: 'privacy.retention', paragraphs: ['privacy.retention1'] },
  { id: 'security', title: 'privacy.security', paragraphs: ['privacy.security1'] },
  { id: 'rights', title: 'privacy.rights', paragraphs: ['privacy.rights1'] },
  { id: 'dpo', title: 'privacy.dpo', paragraphs: ['privacy.dpo1'] },
  { id: 'changes', title: 'privacy.changes', paragraphs: ['privacy.changes1'] },
];
