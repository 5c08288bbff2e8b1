import { complaintDetailsDefinition } from '@loan-webview/pages/complaint-details';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(complaintDetailsDefinition);
