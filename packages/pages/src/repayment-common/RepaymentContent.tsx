import { getCommonParams } from '@loan-webview/kit/session';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { useBrowserState } from '../shell/browser-state';
import { RepaymentResource } from './RepaymentResource';
import { RepaymentView } from './RepaymentView';

// The extension's terms and their comparison, only for an order that can be extended: a chunk of their own.
const RepaymentChoices = lazyWithRetry(() => import('./RepaymentChoices'));

/** The installment page's content: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function RepaymentContent() {
  // The order page opens this page with isDelay=1 where the order offers an extension (after hydration only).
  const [extendable] = useBrowserState(() => getCommonParams().isDelay === '1');
  return (
    <RepaymentResource kind="installment">
      {(info, order) => (
        <RepaymentView
          info={info}
          order={order}
          kind="installment"
          choices={extendable ? <RepaymentChoices info={info} order={order} /> : undefined}
        />
      )}
    </RepaymentResource>
  );
}
