import { bindBankDefinition } from '@loan-webview/pages/bind-bank';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(bindBankDefinition);
