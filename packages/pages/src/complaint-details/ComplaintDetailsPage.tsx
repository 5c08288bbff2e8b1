import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './ComplaintDetailsPage.css';

registerMessages(complaintMessages);

const ComplaintDetailsContent = preloadedPart(() => import('./ComplaintDetailsContent'), {
  fallback: <Skeleton banner={false} lines={6} />,
});

/** Route complaintDetails (/complainDetails, query problemId): one complaint and its answer (part 1 §2.6). */
export function ComplaintDetailsPage() {
  const t = useT();
  return (
    <section className="loan-page__body" aria-labelledby="complaint-details-title">
      <h1 id="complaint-details-title" className="loan-page__title">
        {t('complaint.title')}
      </h1>
      <ComplaintDetailsContent />
    </section>
  );
}
