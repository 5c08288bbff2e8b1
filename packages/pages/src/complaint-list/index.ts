// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
// ComplaintListView is not re-exported: the page loads it as a chunk of its own.
export { complaintListDefinition, ComplaintListPage } from './page';
