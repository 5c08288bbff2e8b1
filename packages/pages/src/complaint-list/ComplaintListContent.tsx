import { useCallback } from 'react';
import { fetchProblemList } from '@loan-webview/kit/api';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource, withView } from '../shell/use-resource';

/**
 * The tab list (Radix Tabs, ~7 kB gzip) is a chunk of its own: the page shows its skeleton until the list
 * arrives anyway, so the chunk is fetched in parallel with the data instead of before the first paint.
 */
const ComplaintListView = lazyWithRetry(() => import('./ComplaintListView'));

/** What ComplaintListPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function ComplaintListContent() {
  const problemList = useFirstCall(fetchProblemList);
  const load = useCallback((signal: AbortSignal) => withView(ComplaintListView, problemList(signal)), [problemList]);
  const resource = useResource(load);
  return <ResourceView resource={resource}>{(list) => <ComplaintListView list={list} />}</ResourceView>;
}
