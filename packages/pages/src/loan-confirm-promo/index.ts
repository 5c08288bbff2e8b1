export { LoanConfirmPromoPage } from './LoanConfirmPromoPage';
