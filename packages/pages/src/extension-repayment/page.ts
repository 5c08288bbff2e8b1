import { definePage } from '../shell/define-page';
import { ExtensionRepaymentPage } from './ExtensionRepaymentPage';

export const extensionRepaymentDefinition = definePage({
  route: 'repayDelayUrl',
  Page: ExtensionRepaymentPage,
  contentNeedsScripts: true,
});
