export { LoanConfirmPromoPage, loanConfirmPromoDefinition } from './page';
