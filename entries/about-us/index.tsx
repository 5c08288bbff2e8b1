import { aboutUsDefinition } from '@loan-webview/pages/about-us';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(aboutUsDefinition);
