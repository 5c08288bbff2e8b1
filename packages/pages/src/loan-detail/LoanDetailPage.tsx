import { useT } from '@loan-webview/kit/i18n';
import { loanDetailMessages } from './messages';
import { registerMessages } from '@loan-webview/kit/i18n';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './LoanDetailPage.css';

registerMessages(loanDetailMessages);

const LoanDetailContent = preloadedPart(() => import('./LoanDetailContent'), { fallback: <Skeleton lines={6} /> });

/** Route loanDetailUrl (/badSpark): the state of a loan and what to do now (part 1 §2.5, §4). */
export function LoanDetailPage() {
  const t = useT();
  return (
    <section className="loan-page__body loan-detail" aria-labelledby="loan-detail-title">
      <h1 id="loan-detail-title" className="loan-page__title">
        {t('loanDetail.title')}
      </h1>
      <LoanDetailContent />
    </section>
  );
}
