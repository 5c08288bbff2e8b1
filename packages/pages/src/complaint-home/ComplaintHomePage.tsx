import { registerMessages } from '@loan-webview/kit/i18n';
import { complaintMessages } from '../complaint-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './ComplaintHomePage.css';

registerMessages(complaintMessages);

const ComplaintHomeContent = preloadedPart(() => import('./ComplaintHomeContent'), {
  fallback: <Skeleton lines={6} />,
});

/** Route complaint (/counterproductiveThat): choose the order and the question type (part 1 §2.6, §4). */
export function ComplaintHomePage() {
  return (
    <section className="loan-page__body" aria-labelledby="complaint-home-title">
      <ComplaintHomeContent />
    </section>
  );
}
