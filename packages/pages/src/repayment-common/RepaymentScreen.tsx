import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { repaymentMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import type { RepaymentKind } from './RepaymentView';

registerMessages(repaymentMessages);

const RepaymentContent = preloadedPart(() => import('./RepaymentContent'), { fallback: <Skeleton lines={6} /> });

/** A repayment page (part 2 §2, §4, §7): what to pay, by when, and through which channel. */
export function RepaymentScreen({ kind }: { kind: RepaymentKind }) {
  const t = useT();
  return (
    <section aria-labelledby="repayment-title">
      <h1 id="repayment-title" className="loan-page__title loan-repayment__title">
        {t(kind === 'extension' ? 'repayment.delayTitle' : 'repayment.title')}
      </h1>
      <RepaymentContent kind={kind} />
    </section>
  );
}
