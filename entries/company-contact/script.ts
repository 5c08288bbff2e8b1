import { enhanceContactForm } from '@loan-webview/pages/company-contact/enhance';

enhanceContactForm();
