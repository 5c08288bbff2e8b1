export { InstallmentRepaymentPage } from './InstallmentRepaymentPage';
