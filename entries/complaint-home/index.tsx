import { complaintHomeDefinition } from '@loan-webview/pages/complaint-home';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(complaintHomeDefinition);
