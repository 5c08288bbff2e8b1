import { registerMessages } from '@loan-webview/kit/i18n';
import { confirmMessages } from './messages';

// The confirmation's words, registered once for every page that shows them: the confirmations, and the order page's
// Disclosure Statement she confirmed.
registerMessages(confirmMessages);
