export { ExtensionRepaymentPage } from './ExtensionRepaymentPage';
