import { customerServiceDefinition } from '@loan-webview/pages/customer-service';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(customerServiceDefinition);
