import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '../repayment-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import '../repayment-common/RepaymentView.css';
import './SavedRepaymentCodePage.css';

registerMessages(repaymentMessages);

const SavedRepaymentCodeContent = preloadedPart(() => import('./SavedRepaymentCodeContent'), {
  fallback: <Skeleton lines={4} />,
});

/** Route repaymentOfCode2: the repayment info the installment page saved (part 2 §2 item 6), offline too. */
export function SavedRepaymentCodePage() {
  const t = useT();
  return (
    <section className="loan-page__body" aria-labelledby="saved-code-title">
      <h1 id="saved-code-title" className="loan-page__title">
        {t('repayment.codeTitle')}
      </h1>
      <SavedRepaymentCodeContent />
    </section>
  );
}
