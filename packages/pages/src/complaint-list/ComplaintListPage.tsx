import { useCallback } from 'react';
import { fetchProblemList } from '@loan-webview/kit/api';
import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { complaintMessages } from '@loan-webview/kit/i18n/messages/complaint';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { ResourceView } from '../shell/ResourceView';
import { useResource } from '../shell/useResource';
import './ComplaintListPage.css';

registerMessages(complaintMessages);

/**
 * The tab list (Radix Tabs, ~7 kB gzip) is a chunk of its own: the page shows its skeleton until the list
 * arrives anyway, so the chunk is fetched in parallel with the data instead of before the first paint.
 */
const loadView = () => import('./ComplaintListView');
const ComplaintListView = lazyWithRetry(loadView);

/** Route complaintList (/complaintList): the borrower's complaints by tab (part 1 §2.6). */
export function ComplaintListPage() {
  const t = useT();
  const load = useCallback((signal: AbortSignal) => {
    loadView().catch(() => undefined);
    return fetchProblemList({}, { signal });
  }, []);
  const resource = useResource(load);
  return (
    <section className="loan-page__body" aria-labelledby="complaint-list-title">
      <h1 id="complaint-list-title" className="loan-page__title">
        {t('complaint.myComplaints')}
      </h1>
      <ResourceView resource={resource} loading={<Skeleton banner={false} lines={6} />}>
        {(list) => <ComplaintListView list={list} />}
      </ResourceView>
    </section>
  );
}
