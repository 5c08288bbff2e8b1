import { useCallback, useState } from 'react';
import { fetchCardInit } from '@loan-webview/kit/api';
import { registerMessages } from '@loan-webview/kit/i18n';
import { bindBankMessages } from '@loan-webview/kit/i18n/messages/bind-bank';
import { getCommonParams } from '@loan-webview/kit/session';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { ResourceView } from '../shell/ResourceView';
import { useResource } from '../shell/useResource';
import { useBankSession } from './bankSession';
import { targetFromQuery, type BindBankTarget } from './target';

registerMessages(bindBankMessages);

/**
 * The form (react-hook-form and valibot's resolver: ~15 kB gzip) is a chunk fetched in parallel with
 * card-init, since the page shows its skeleton until the items arrive anyway (ADR 0027): initial JS stays in
 * the budget.
 */
const loadForm = () => import('./BindBankForm');
const BindBankForm = lazyWithRetry(loadForm);

/** What BindBankPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function BindBankContent() {
  useBankSession();
  const [target, setTarget] = useState<BindBankTarget>(() => targetFromQuery({}));
  const load = useCallback((signal: AbortSignal) => {
    const current = targetFromQuery(getCommonParams());
    setTarget(current);
    loadForm().catch(() => undefined);
    return fetchCardInit({ product_id: current.productId }, { signal });
  }, []);
  const resource = useResource(load);
  return (
    <ResourceView resource={resource} loading={<Skeleton banner={false} lines={7} />}>
      {(init) => <BindBankForm init={init} target={target} />}
    </ResourceView>
  );
}
