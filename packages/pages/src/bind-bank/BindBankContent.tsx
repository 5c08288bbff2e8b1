import { useCallback, useEffect } from 'react';
import { fetchCardInit } from '@loan-webview/kit/api';
import { getCommonParams } from '@loan-webview/kit/session';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource, withQuery, withView } from '../shell/use-resource';
import { useT } from '@loan-webview/kit/i18n';
import { useContentShown } from '../shell/content-shown';
import { trackFunnel } from '../shell/funnel';
import { alreadyLeft, leaveBound, useBankSession } from './bank-session';
import { targetFromQuery } from './target';

/**
 * The form (react-hook-form and valibot's resolver: ~15 kB gzip) is a chunk fetched in parallel with
 * card-init, since the page shows its skeleton until the items arrive anyway (ADR 0027): initial JS stays in
 * the budget.
 */
const BindBankForm = lazyWithRetry(() => import('./BindBankForm'));

/** What BindBankPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function BindBankContent() {
  const shellBinding = useBankSession();
  const cardInit = useFirstCall(fetchCardInit);
  const load = useCallback(
    (signal: AbortSignal) => withView(BindBankForm, withQuery(targetFromQuery(getCommonParams()), cardInit(signal))),
    [cardInit],
  );
  const resource = useResource(load);
  if (shellBinding === 'bound') return <BoundByShell />;
  return (
    <ResourceView resource={resource}>
      {({ query: target, data: init }) => <BindBankForm init={init} target={target} shellBinding={shellBinding} />}
    </ResourceView>
  );
}

/** The shell bound the account itself (contract 2): the page says so and leaves as after its own save. */
function BoundByShell() {
  const t = useT();
  useContentShown();
  useEffect(() => {
    if (alreadyLeft()) return;
    trackFunnel('bind_succeeded');
    leaveBound(targetFromQuery(getCommonParams()));
  }, []);
  return (
    <p className="loan-bind-bank__shell-note" role="status">
      {t('bindBank.saved')}
    </p>
  );
}
