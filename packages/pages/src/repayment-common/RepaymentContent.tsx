import { useCallback } from 'react';
import { fetchExtensionInfo, fetchInstallmentInfo } from '@loan-webview/kit/api';
import { getCommonParams } from '@loan-webview/kit/session';
import { ResourceView } from '../shell/ResourceView';
import { useResource, withQuery } from '../shell/use-resource';
import { orderFromQuery, RepaymentView, type RepaymentKind } from './RepaymentView';

const FETCH = { installment: fetchInstallmentInfo, extension: fetchExtensionInfo } as const;

/** What a repayment page shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function RepaymentContent({ kind }: { kind: RepaymentKind }) {
  const load = useCallback(
    (signal: AbortSignal) => {
      const order = orderFromQuery(getCommonParams());
      return withQuery(order, FETCH[kind](order, { signal }));
    },
    [kind],
  );
  const resource = useResource(load);
  return (
    <ResourceView resource={resource}>
      {({ query: order, data: info }) => <RepaymentView info={info} order={order} kind={kind} />}
    </ResourceView>
  );
}
