export { LegalDocument, legalParams } from './LegalDocument';
export type { LegalDocumentProps, LegalSection } from './LegalDocument';
export { LOAN_TERMS, PRIVACY_POLICY } from './documents';
export { WorkedExample } from './WorkedExample';
export { PolicySummary } from './PolicySummary';
