import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '@loan-webview/kit/i18n/messages/repayment';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';

registerMessages(repaymentMessages);

const ExtensionRepaymentContent = preloadedPart(() => import('./ExtensionRepaymentContent'), {
  fallback: <Skeleton lines={6} />,
});

/** Route repayDelayUrl: what to pay, by when, and through which channel (part 2 §2, §4, §7). */
export function ExtensionRepaymentPage() {
  const t = useT();
  return (
    <section aria-labelledby="repayment-title">
      <h1 id="repayment-title" className="loan-page__title loan-repayment__title">
        {t('repayment.delayTitle')}
      </h1>
      <ExtensionRepaymentContent />
    </section>
  );
}
