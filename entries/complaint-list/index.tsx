import { complaintListDefinition } from '@loan-webview/pages/complaint-list';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(complaintListDefinition);
