import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '../repayment-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import '../repayment-common/RepaymentView.css';

registerMessages(repaymentMessages);

const RepaymentCodeContent = preloadedPart(() => import('./RepaymentCodeContent'), {
  fallback: <Skeleton lines={3} />,
});

/** Route repaymentOfCode: the code the payment channel gave, to copy or to scan (part 2 §2 item 5). */
export function RepaymentCodePage() {
  const t = useT();
  return (
    <section className="loan-page__body" aria-labelledby="repayment-code-title">
      <h1 id="repayment-code-title" className="loan-page__title">
        {t('repayment.codeTitle')}
      </h1>
      <RepaymentCodeContent />
    </section>
  );
}
