export { LoanConfirmPromoPage } from './LoanConfirmPromoPage';
export { loanConfirmPromoDefinition } from './page';
