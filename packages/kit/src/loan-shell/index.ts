export { loanShellOf } from './loan-shell';
export type { LoanShell } from './loan-shell';
