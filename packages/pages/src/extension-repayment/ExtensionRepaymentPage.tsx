import { useCallback, useState } from 'react';
import { fetchExtensionInfo } from '@loan-webview/kit/api';
import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { repaymentMessages } from '@loan-webview/kit/i18n/messages/repayment';
import { getCommonParams } from '@loan-webview/kit/session';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { orderFromQuery, RepaymentView, type RepaymentOrder } from '../repayment-common/RepaymentView';
import { ResourceView } from '../shell/ResourceView';
import { useResource } from '../shell/useResource';

registerMessages(repaymentMessages);

/** Route repayDelayUrl: what to pay, by when, and through which channel (part 2 §2, §4, §7). */
export function ExtensionRepaymentPage() {
  const t = useT();
  const [order, setOrder] = useState<RepaymentOrder>(() => orderFromQuery({}));
  const load = useCallback((signal: AbortSignal) => {
    const current = orderFromQuery(getCommonParams());
    setOrder(current);
    return fetchExtensionInfo(current, { signal });
  }, []);
  const resource = useResource(load);
  return (
    <section aria-labelledby="repayment-title">
      <h1 id="repayment-title" className="loan-page__title loan-repayment__title">
        {t('repayment.delayTitle')}
      </h1>
      <ResourceView resource={resource} loading={<Skeleton lines={6} />}>
        {(info) => <RepaymentView info={info} order={order} kind="extension" />}
      </ResourceView>
    </section>
  );
}
