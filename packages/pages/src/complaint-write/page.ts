import { definePage } from '../shell/define-page';
import { ComplaintWritePage } from './ComplaintWritePage';

export const complaintWriteDefinition = definePage({ route: 'complaintNext', Page: ComplaintWritePage });
