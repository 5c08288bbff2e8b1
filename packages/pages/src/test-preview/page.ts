import { definePage } from '../shell/define-page';
import { TestPreviewPage } from './TestPreviewPage';

// It asks for location and stores the session id: never in a release (decisions.md, What the pages promise).
export const testPreviewDefinition = definePage({ route: 'testPreview', Page: TestPreviewPage, developmentOnly: true });
