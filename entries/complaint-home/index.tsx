import { ComplaintHomePage } from '@loan-webview/pages/complaint-home';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage('complaint', ComplaintHomePage, { contentNeedsScripts: true });
