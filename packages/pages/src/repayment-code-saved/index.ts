export { savedRepaymentCodeDefinition, SavedRepaymentCodePage } from './page';
