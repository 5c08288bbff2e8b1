import { testPreviewDefinition } from '@loan-webview/pages/test-preview';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(testPreviewDefinition);
