import { definePage } from '../shell/define-page';
import { TestPreviewPage } from './TestPreviewPage';

export const testPreviewDefinition = definePage({ route: 'testPreview', Page: TestPreviewPage });
