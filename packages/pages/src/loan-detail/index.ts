// Only the page: its loaded view (LoanDetailContent.tsx) and helpers re-exported here would join the entry's chunk.
export { loanDetailDefinition, LoanDetailPage } from './page';
