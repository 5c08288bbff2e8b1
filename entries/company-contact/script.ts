import { enhanceContactForm } from '@loan-webview/pages/company-contact/enhance';
import { revealCurrentTab } from '@loan-webview/pages/company-site/enhance';

enhanceContactForm();
revealCurrentTab();
