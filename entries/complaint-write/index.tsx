import { complaintWriteDefinition } from '@loan-webview/pages/complaint-write';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(complaintWriteDefinition);
