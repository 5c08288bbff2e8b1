import type { ReactNode } from 'react';
import { retryHelps } from '@loan-webview/kit/api';
import { ErrorState } from '@loan-webview/kit/ui/PageState';
import { useContentShown } from './content-shown';
import { useLanguagePending } from './language-pending';
import { PageSkeleton } from './page-skeleton';
import type { UseResourceResult } from './use-resource';

export interface ResourceViewProps<T> {
  resource: UseResourceResult<T>;
  /** What shows while loading: by default the skeleton the page declares (definePage), as it was prerendered. */
  loading?: ReactNode;
  /** The page with its data. */
  children: (data: T) => ReactNode;
  /** False where Retry cannot help; by default, not for "not found". */
  retryable?: (error: NonNullable<UseResourceResult<T>['state']['error']>) => boolean;
  /** Where the borrower can go when Retry cannot help, or the page lacks its query value (home, from no order). */
  deadEnd?: ReactNode;
  /** Whether this load's end is the page's content shown (markContentShown); not for a part of a page. */
  main?: boolean;
}

/** The one place a page's load turns into skeleton, error with Retry, a missing query value, or content. */
export function ResourceView<T>({
  resource,
  loading = <PageSkeleton />,
  children,
  retryable = retryHelps,
  deadEnd,
  main = true,
}: ResourceViewProps<T>) {
  const { state, reload, reloading } = resource;
  // Her language's strings on their way: the skeleton stays rather than the content painting in English first.
  const pending = useLanguagePending();
  const waiting = state.status === 'loading' || pending;
  useContentShown(main && !waiting);
  if (waiting) return <>{loading}</>;
  if (state.status === 'missing') return <ErrorState message={state.message} action={deadEnd} />;
  if (state.status === 'error') {
    return retryable(state.error) ? (
      <ErrorState error={state.error} onRetry={reload} retrying={reloading} />
    ) : (
      <ErrorState error={state.error} action={deadEnd} />
    );
  }
  return <>{children(state.data)}</>;
}
