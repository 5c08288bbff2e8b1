import { revealCurrentTab } from '@loan-webview/pages/company-site/enhance';

revealCurrentTab();
