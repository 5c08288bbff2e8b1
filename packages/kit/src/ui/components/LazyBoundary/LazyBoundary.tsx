import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { requestedStringsIn } from '../../../i18n/translate';
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

/** A part whose chunk loads on demand, as `lazyWithRetry` and `preloadedPart` return it. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /**
   * Starts the download now (next to the request whose answer the part shows) and resolves once the part can
   * render; rejects when the chunk fails, and the part then shows Retry in place. A part that has arrived
   * renders at once, without its fallback: React holds content that replaces a shown fallback for 300 ms.
   */
  load: () => Promise<void>;
};

// Every part, for a server that renders a page with its data: the popups a page opens on load render in place.
const everyPart = new Set<() => Promise<unknown>>();

/**
 * The one way a part is loaded: remembered once it has arrived (so it renders without suspending), and a
 * failure kept until Retry.
 */
function loadablePart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  // Kept until Retry: React renders a throwing tree again before it reaches the boundary, and a render that
  // found no failure would start a new download (a failed chunk was requested over a thousand times in 15 s).
  let failure: { error: unknown } | undefined;
  const start = () =>
    (pending ??= load().then(
      // Its strings with it: a part registering its table as it runs shows in the page's language at once.
      (module) =>
        requestedStringsIn().then(() => {
          Loaded = module.default;
        }),
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  const retry = () => {
    failure = undefined;
    pending = undefined;
  };

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
  everyPart.add(start);
  return Object.assign(Part, { load: start });
}

/**
 * `React.lazy` that can be retried in place: a part loaded later (a dialog) whose chunk fails to arrive shows
 * a small notice with Retry where it would have been, instead of taking the whole page down, and Retry loads
 * it again (React.lazy alone remembers the failure forever). It loads when first rendered, or on `load()`.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback = null }: { fallback?: ReactNode } = {},
): LazyPart<P> {
  return loadablePart(load, fallback);
}

const ignore = () => undefined;

/**
 * Opens a lazy part (a dialog, a sheet) once its chunk is in, so it shows at once: opened first, it showed
 * nothing until the chunk came and React then held it back for 300 ms. A chunk that fails opens the part
 * anyway, with its Retry in place. Resolves once `open` has run.
 */
export function openWhenLoaded(part: Pick<LazyPart<object>, 'load'>, open: () => void): Promise<void> {
  return part.load().then(open, open);
}

/**
 * The props of a control that opens a lazy part: its chunk starts on the borrower's touch, a moment before the
 * tap ends, and the part opens once it is in (`openWhenLoaded`).
 */
export function partOpenerProps(
  part: Pick<LazyPart<object>, 'load'>,
  open: () => void,
): { onPointerDown: () => void; onClick: () => void } {
  return {
    onPointerDown: () => void openWhenLoaded(part, ignore),
    onClick: () => void openWhenLoaded(part, open),
  };
}

const preloads = new Set<() => Promise<unknown>>();

/**
 * Loads every part made by `preloadedPart` (prerendering: each renders in place instead of its fallback), and with
 * `lazy` every `lazyWithRetry` part made so far too (a server rendering pages with their data).
 */
export function loadAllParts({ lazy = false }: { lazy?: boolean } = {}): Promise<unknown> {
  return Promise.all([...(lazy ? everyPart : preloads)].map((start) => start()));
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
): LazyPart<P> {
  const part = loadablePart(load, fallback);
  preloads.add(part.load);
  if (typeof window !== 'undefined') part.load().catch(ignore);
  return part;
}
