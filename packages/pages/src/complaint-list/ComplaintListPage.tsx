import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './ComplaintListPage.css';

registerMessages(complaintMessages);

const ComplaintListContent = preloadedPart(() => import('./ComplaintListContent'), {
  fallback: <Skeleton banner={false} lines={6} />,
});

/** Route complaintList (/complaintList): the borrower's complaints by tab (part 1 §2.6). */
export function ComplaintListPage() {
  const t = useT();
  return (
    <section className="loan-page__body" aria-labelledby="complaint-list-title">
      <h1 id="complaint-list-title" className="loan-page__title">
        {t('complaint.myComplaints')}
      </h1>
      <ComplaintListContent />
    </section>
  );
}
