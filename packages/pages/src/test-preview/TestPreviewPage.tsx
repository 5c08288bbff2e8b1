import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { failureMessages } from '@loan-webview/kit/i18n/messages/failure';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import './TestPreviewPage.css';

registerMessages(failureMessages);

// The fields, the page list (the route table and configuration) and the device checks.
const TestPreviewContent = preloadedPart(() => import('./TestPreviewContent'));

/** Route testPreview: the native team's and testers' index of every page, with the device fields. */
export function TestPreviewPage() {
  const t = useT();
  return (
    <section className="loan-page__body loan-test" aria-labelledby="test-title">
      <h1 id="test-title" className="loan-page__title">
        {t('testPreview.title')}
      </h1>
      <TestPreviewContent />
    </section>
  );
}
