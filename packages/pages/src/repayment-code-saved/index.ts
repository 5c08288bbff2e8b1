export { SavedRepaymentCodePage } from './SavedRepaymentCodePage';
export { savedRepaymentCodeDefinition } from './page';
