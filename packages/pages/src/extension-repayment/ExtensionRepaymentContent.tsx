import { useCallback, useState } from 'react';
import { fetchExtensionInfo } from '@loan-webview/kit/api';
import { registerMessages } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '@loan-webview/kit/i18n/messages/repayment';
import { getCommonParams } from '@loan-webview/kit/session';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { orderFromQuery, RepaymentView, type RepaymentOrder } from '../repayment-common/RepaymentView';
import { ResourceView } from '../shell/ResourceView';
import { useResource } from '../shell/useResource';

registerMessages(repaymentMessages);

/** What ExtensionRepaymentPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function ExtensionRepaymentContent() {
  const [order, setOrder] = useState<RepaymentOrder>(() => orderFromQuery({}));
  const load = useCallback((signal: AbortSignal) => {
    const current = orderFromQuery(getCommonParams());
    setOrder(current);
    return fetchExtensionInfo(current, { signal });
  }, []);
  const resource = useResource(load);
  return (
    <ResourceView resource={resource} loading={<Skeleton lines={6} />}>
      {(info) => <RepaymentView info={info} order={order} kind="extension" />}
    </ResourceView>
  );
}
