import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../Button';
import '../../theme/tokens.css';
import './LazyBoundary.css';

/** The window event a part that failed to load raises; `detail` is the error's text. */
export const PART_FAILED_EVENT = 'loan:part-failed';

interface ChunkErrorProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the failed load of a lazy part only, so the rest of the page stays and the part can be retried. */
class ChunkErrorBoundary extends Component<ChunkErrorProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // For whoever watches the page's health (the pages' field figures): a part the borrower could not get.
  override componentDidCatch(error: unknown): void {
    dispatchEvent(new CustomEvent(PART_FAILED_EVENT, { detail: String(error) }));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ChunkFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="loan-lazy-failed" role="alert">
      <p className="loan-lazy-failed__text">{t('ui.partLoadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * `React.lazy` that can be retried in place: a part loaded later (a dialog) whose chunk fails to arrive shows
 * a small notice with Retry where it would have been, instead of taking the whole page down, and Retry loads
 * it again (React.lazy alone remembers the failure forever).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  function Retryable(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: the failed one keeps its rejected promise.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the reason to load again
    const Part = useMemo(() => lazy(load), [attempt]);
    return (
      <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Retryable;
}

const preloads = new Set<() => Promise<unknown>>();

/** Loads every part made by `preloadedPart` (prerendering: each renders in place instead of its fallback). */
export function loadAllParts(): Promise<unknown> {
  return Promise.all([...preloads].map((start) => start()));
}

/**
 * A part of a page in a chunk of its own whose download starts as soon as the page's code runs, not when it
 * first renders: what a data page shows with its data (ADR 0043). Once loaded it renders in place without
 * suspending, so prerendered markup (after `loadAllParts`) and a later render agree. Until then `fallback`
 * shows (the page's skeleton); a chunk that fails shows the in-place Retry of `lazyWithRetry`.
 */
export function preloadedPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null }: { fallback?: ReactNode } = {},
) {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  // Kept until Retry: React renders a throwing tree again before it reaches the boundary, and a render that
  // found no failure would start a new download (a failed chunk was requested over a thousand times in 15 s).
  let failure: { error: unknown } | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  const retry = () => {
    failure = undefined;
    pending = undefined;
  };
  preloads.add(start);
  if (typeof window !== 'undefined') start().catch(() => undefined);

  function Suspended(props: P) {
    if (failure) throw failure.error;
    // Suspends until the chunk is in (React.lazy's own protocol: the pending load is thrown).
    if (!Loaded) throw start();
    return <Loaded {...props} />;
  }
  // The same tree loaded or not: a boundary prerendered with the part in it hydrates once the chunk is here.
  function Part(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary
        key={attempt}
        onRetry={() => {
          retry();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={fallback}>
          <Suspended {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Part;
}
