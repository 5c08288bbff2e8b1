import { AboutUsPage } from '@loan-webview/pages/about-us';
import { staticPage } from '@loan-webview/pages/shell';

export default staticPage('aboutUs', AboutUsPage);
