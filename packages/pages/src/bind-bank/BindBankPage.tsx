import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { bindBankMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './BindBankPage.css';

registerMessages(bindBankMessages);

const BindBankContent = preloadedPart(() => import('./BindBankContent'), {
  fallback: <Skeleton banner={false} lines={7} />,
});

/** Route bindBank (/theyAnd): where the borrower tells the lender where to send the money (part 1 §2.7). */
export function BindBankPage() {
  const t = useT();
  return (
    <section className="loan-bind-bank" aria-labelledby="bind-bank-title">
      <h1 id="bind-bank-title" className="loan-page__title loan-bind-bank__title">
        {t('bindBank.title')}
      </h1>
      <BindBankContent />
    </section>
  );
}
