import { definePage } from '../shell/define-page';
import { SavedRepaymentCodePage } from './SavedRepaymentCodePage';

export const savedRepaymentCodeDefinition = definePage({
  route: 'repaymentOfCode2',
  Page: SavedRepaymentCodePage,
  contentNeedsScripts: true,
});
