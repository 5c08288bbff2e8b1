import { type ReactNode, useCallback } from 'react';
import { fetchExtensionInfo, fetchInstallmentInfo, type RepaymentInfo } from '@loan-webview/kit/api';
import { getCommonParams } from '@loan-webview/kit/session';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { useBrowserState } from '../shell/browser-state';
import { ResourceView } from '../shell/ResourceView';
import { useResource, withQuery } from '../shell/use-resource';
import { orderFromQuery, type RepaymentKind, type RepaymentOrder, RepaymentView } from './RepaymentView';

const FETCH = { installment: fetchInstallmentInfo, extension: fetchExtensionInfo } as const;

/** A repayment page's data for its order, and what it shows with it. */
export function RepaymentResource({
  kind,
  children,
}: {
  kind: RepaymentKind;
  children: (info: RepaymentInfo, order: RepaymentOrder) => ReactNode;
}) {
  const load = useCallback(
    (signal: AbortSignal) => {
      const order = orderFromQuery(getCommonParams());
      return withQuery(order, FETCH[kind](order, { signal }));
    },
    [kind],
  );
  const resource = useResource(load);
  return <ResourceView resource={resource}>{({ query: order, data: info }) => children(info, order)}</ResourceView>;
}

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
