import { definePage } from '../shell/define-page';
import { ComplaintListPage } from './ComplaintListPage';

export const complaintListDefinition = definePage({
  route: 'complaintList',
  Page: ComplaintListPage,
  contentNeedsScripts: true,
});
