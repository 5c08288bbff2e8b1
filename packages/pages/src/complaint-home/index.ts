// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
export { chooseType, initialOrder } from './complaint-rules';
export { complaintHomeDefinition, ComplaintHomePage } from './page';
