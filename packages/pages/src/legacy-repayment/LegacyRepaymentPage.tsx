import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { legacyRepaymentMessages } from './messages';
import { repaymentMessages } from '../repayment-common/messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './LegacyRepaymentPage.css';

registerMessages(repaymentMessages);
registerMessages(legacyRepaymentMessages);

const LegacyRepaymentContent = preloadedPart(() => import('./LegacyRepaymentContent'), {
  fallback: <Skeleton banner={false} lines={5} />,
});

/** Route legacyRepayment (/legacyRepayment): repay by bank card with a verification code (part 2 §3, §4). */
export function LegacyRepaymentPage() {
  const t = useT();
  return (
    <section aria-labelledby="legacy-title">
      <h1 id="legacy-title" className="loan-page__title loan-legacy__title">
        {t('legacy.title')}
      </h1>
      <LegacyRepaymentContent />
    </section>
  );
}
