import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './ComplaintWritePage.css';

registerMessages(complaintMessages);

const ComplaintWriteContent = preloadedPart(() => import('./ComplaintWriteContent'), {
  fallback: <Skeleton lines={6} />,
});

/** Route complaintNext (/complainPageNext): write the complaint and send it (part 1 §2.6, §4, §5). */
export function ComplaintWritePage() {
  const t = useT();
  return (
    <section aria-labelledby="complaint-write-title">
      <h1 id="complaint-write-title" className="loan-page__title loan-complaint-write__title">
        {t('complaint.title')}
      </h1>
      <ComplaintWriteContent />
    </section>
  );
}
