// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
export { clearDraft, readDraft, saveDraft } from './draft';
export { complaintWriteDefinition, ComplaintWritePage } from './page';
