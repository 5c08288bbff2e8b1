import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { confirmMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import type { ConfirmVariant } from './LoanConfirmContent';
import './LoanConfirm.css';

registerMessages(confirmMessages);

const LoanConfirmContent = preloadedPart(() => import('./LoanConfirmContent'), { fallback: <Skeleton lines={8} /> });

/** A loan confirmation page (part 2 §2 item 9, §4): what the borrower signs, then Next. */
export function LoanConfirmScreen({ variant }: { variant: ConfirmVariant }) {
  const t = useT();
  return (
    <section className="loan-page__body loan-confirm" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="loan-page__title">
        {t('confirm.title')}
      </h1>
      <LoanConfirmContent variant={variant} />
    </section>
  );
}
