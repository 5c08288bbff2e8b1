import { fetchProblemList } from '@loan-webview/kit/api';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { ResourceView } from '../shell/ResourceView';
import { useResource } from '../shell/use-resource';

/**
 * The tab list (Radix Tabs, ~7 kB gzip) is a chunk of its own: the page shows its skeleton until the list
 * arrives anyway, so the chunk is fetched in parallel with the data instead of before the first paint.
 */
const ComplaintListView = lazyWithRetry(() => import('./ComplaintListView'));

/**
 * The list and the chunk that shows it, together: the skeleton stays until both are here, instead of a blank
 * that React then holds for 300 ms. A chunk that fails shows its Retry in place of the list.
 */
async function load(signal: AbortSignal) {
  const view = ComplaintListView.load().catch(() => undefined);
  const list = await fetchProblemList({}, { signal });
  await view;
  return list;
}

/** What ComplaintListPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function ComplaintListContent() {
  const resource = useResource(load);
  return (
    <ResourceView resource={resource} loading={<Skeleton banner={false} lines={6} />}>
      {(list) => <ComplaintListView list={list} />}
    </ResourceView>
  );
}
