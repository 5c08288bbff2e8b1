import { definePage } from '../shell/define-page';
import { ComplaintHomePage } from './ComplaintHomePage';

export const complaintHomeDefinition = definePage({
  route: 'complaint',
  Page: ComplaintHomePage,
  contentNeedsScripts: true,
});
