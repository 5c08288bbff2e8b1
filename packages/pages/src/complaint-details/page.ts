import { definePage } from '../shell/define-page';
import { ComplaintDetailsPage } from './ComplaintDetailsPage';

export const complaintDetailsDefinition = definePage({
  route: 'complaintDetails',
  Page: ComplaintDetailsPage,
  contentNeedsScripts: true,
});
