// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
export { ComplaintWritePage } from './ComplaintWritePage';
export { clearDraft, readDraft, saveDraft } from './draft';
export { complaintWriteDefinition } from './page';
