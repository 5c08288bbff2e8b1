export { SavedRepaymentCodePage } from './SavedRepaymentCodePage';
